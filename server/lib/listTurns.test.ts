import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../testing';
import { createTurns } from './listTurns';

describe('createTurns', () => {
  it('releases waiters in their order, none in the pass that asked, each in a pass of its own', async () => {
    const turns = createTurns();
    const released: number[] = [];
    const passes: number[] = [];
    let pass = 0;
    const countPasses = () => {
      pass += 1;
      if (pass < 10) setImmediate(countPasses);
    };
    setImmediate(countPasses);
    const waits = [1, 2, 3].map((n) =>
      turns.next().then(() => {
        released.push(n);
        passes.push(pass);
      }),
    );
    await Promise.resolve();
    expect(released).toEqual([]);
    await Promise.all(waits);
    expect(released).toEqual([1, 2, 3]);
    expect(new Set(passes).size).toBe(3);
  });
});

describe('paged lists under load', () => {
  const server = signedInApp('lisi');

  it('answer a request that came in behind a burst of them before the burst ends, and every list still answers', async () => {
    // Real sockets, all written in one pass: the server finds them readable together, as under load.
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const sockets = await Promise.all(
      Array.from({ length: 21 }, () => new Promise<Socket>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const finished: string[] = [];
    const answers = sockets.map((socket, index) => {
      const name = index < 20 ? `list ${index}` : 'other';
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      return new Promise<void>((resolve) =>
        socket.on('end', () => {
          expect(answer.startsWith('HTTP/1.1 200'), answer.slice(0, 200)).toBe(true);
          finished.push(name);
          resolve();
        }),
      );
    });
    const request = (path: string, body: string) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${server.headers.authorization}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
    sockets.forEach((socket, index) =>
      socket.write(index < 20 ? request('/runtime/task/v1/getTodoList', '{"pageBean":{"page":1,"pageSize":10}}') : request('/api/user/v1/user/getByAccount', '{}')),
    );
    await Promise.all(answers);
    expect(finished.indexOf('other')).toBeLessThan(10);
    expect(finished.filter((name) => name.startsWith('list'))).toEqual(Array.from({ length: 20 }, (_, n) => `list ${n}`));
  });

  it('check their input before waiting: a bad filter is refused at once', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/runtime/task/v1/getTodoList', headers: server.headers, payload: { pageBean: { page: 'x' } } });
    expect(response.statusCode).toBe(400);
  });
});
