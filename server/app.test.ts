import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { authHeader, login, testApp } from './testing';

const workDir = mkdtempSync(join(tmpdir(), 'flowdesk-app-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
    app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
      throw new Error('database on fire');
    });
  });
  afterAll(() => app.close());

  it('answers unknown API routes with a JSON 404, even without a token', async () => {
    for (const url of ['/api/nothing/here', '/sys/unknown', '/flow/approvalItem/v1/nope', '/runtime/task/v1/getTodoList']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ state: false, message: `请求的接口不存在：${url}`, errorCode: '-003' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/x', headers: { 'accept-language': 'en-US' } })).json().message).toBe('No such endpoint: /api/x');
  });

  it('hides unexpected errors behind a message with a log id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ state: false, message: expect.stringContaining(body.logId), logId: expect.stringMatching(/^[0-9a-f]{8}$/), errorCode: '-001' });
    expect(response.body).not.toContain('database on fire');
    expect(response.body).not.toContain('at ');
  });

  it('rejects a wrong method or content type with a message', async () => {
    const wrongType = await app.inject({ method: 'POST', url: '/auth', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ state: false, message: '不支持的请求内容类型' });
    expect((await app.inject({ method: 'PUT', url: '/auth' })).statusCode).toBe(404);
  });

  it('sets protective headers on API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/uc/tenantManage/v1/getTenantByCode' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('front end', () => {
  const BIG_SCRIPT = 'console.log("a line of the bundle");\n'.repeat(200);
  const distDir = join(workDir, 'dist');
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flowdesk</title><div id="root"></div>');
    writeFileSync(join(distDir, 'config.json'), '{"hosts":{}}');
    writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    // what build/precompress.ts writes beside a bundle's script
    writeFileSync(join(distDir, 'assets', 'big-5e6f.js'), BIG_SCRIPT);
    writeFileSync(join(distDir, 'assets', 'big-5e6f.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(join(distDir, 'assets', 'big-5e6f.js.gz'), gzipSync(BIG_SCRIPT));
    app = await testApp({ distDir });
  });
  afterAll(() => app.close());

  const get = (url: string, accept = 'text/html') => app.inject({ method: 'GET', url, headers: { accept } });

  it('redirects / to /fvue/ and serves index.html there', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/fvue/');
    const index = await get('/fvue/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await get('/fvue')).body).toContain('<div id="root">');
  });

  it('falls back to index.html for history routes only', async () => {
    for (const url of ['/fvue/login', '/fvue/login/acme', '/fvue/v-flow/v-todo?x=1', '/fvue/task/123/0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const missingScript = await get('/fvue/assets/missing-3c4d.js', '*/*');
    expect(missingScript.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/fvue/login' })).statusCode).toBe(404);
  });

  it('serves real files: config.json fresh, hashed assets immutable', async () => {
    const config = await get('/fvue/config.json', 'application/json');
    expect(config.json()).toEqual({ hosts: {} });
    expect(config.headers['cache-control']).toBe('no-cache');
    const asset = await get('/fvue/assets/app-1a2b.js', '*/*');
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy of an asset the browser accepts, the plain file otherwise', async () => {
    const asset = (acceptEncoding?: string) =>
      app.inject({ method: 'GET', url: '/fvue/assets/big-5e6f.js', headers: acceptEncoding === undefined ? { accept: '*/*' } : { accept: '*/*', 'accept-encoding': acceptEncoding } });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    for (const plain of [await asset(), await asset('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_SCRIPT);
      expect(plain.headers.vary).toBe('Accept-Encoding');
    }
    // a file the build left alone (too small to gain) comes plain whatever the browser accepts
    const small = await get('/fvue/assets/app-1a2b.js', '*/*');
    const smallBr = await app.inject({ method: 'GET', url: '/fvue/assets/app-1a2b.js', headers: { accept: '*/*', 'accept-encoding': 'br' } });
    expect(smallBr.headers['content-encoding']).toBeUndefined();
    expect(smallBr.body).toBe(small.body);
    // index.html and history routes are unchanged by it
    const page = await app.inject({ method: 'GET', url: '/fvue/home', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('never serves files outside dist/', async () => {
    for (const url of ['/fvue/../package.json', '/fvue/%2e%2e/package.json', '/fvue/..%2fpackage.json']) {
      const response = await get(url, '*/*');
      expect(response.body).not.toContain('"name": "flowdesk"');
    }
  });

  it('answers 503 with a build hint when dist/ is missing', async () => {
    const bare = await testApp();
    try {
      const response = await bare.inject({ method: 'GET', url: '/fvue/login' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('file database', () => {
  it('keeps data, seeds once and keeps the generated token secret across restarts', async () => {
    const dbPath = join(workDir, 'flowdesk.db');
    const first = await buildApp({ dbPath, distDir: '/nonexistent' });
    const headers = await authHeader(first, 'zhangsan');
    const saved = await first.inject({ method: 'POST', url: '/flow/approvalItem/v1/save', payload: { expression: '重启后仍在' }, headers });
    expect(saved.json().state).toBe(true);
    await first.close();

    const second = await buildApp({ dbPath, distDir: '/nonexistent' });
    try {
      const item = await second.inject({ method: 'GET', url: `/flow/approvalItem/v1/approvalItemGet?id=${saved.json().value}`, headers });
      expect(item.statusCode).toBe(200);
      expect(item.json().expression).toBe('重启后仍在');
      const users = await second.inject({ method: 'POST', url: '/api/user/v1/users/queryUserWithMainOrgPost', payload: { pageBean: { pageSize: 100 } }, headers });
      expect(users.json().total).toBe(8);
      expect((await login(second, 'admin', 'admin123')).loginStatus).toBe(true);
    } finally {
      await second.close();
    }
  });
});
