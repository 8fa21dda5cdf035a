import { describe, expect, it } from 'vitest';
import { administratorsApp } from '../../testing';
import { STUDIO_KINDS } from './index';

const server = administratorsApp(60_000);

const list = (kind: string, headers: Record<string, string> = server.admin) => server.app.inject({ method: 'GET', url: `/form/studio/v1/definitions?kind=${kind}`, headers });

describe('GET /form/studio/v1/definitions', () => {
  it('lists every stored definition of each kind by alias and name, read back from its own call', async () => {
    for (const kind of STUDIO_KINDS) {
      const response = await list(kind);
      expect(response.statusCode, response.body).toBe(200);
      const entries = response.json() as { alias: string; name: string }[];
      expect(entries.length, kind).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.alias && typeof entry.name === 'string'), kind).toBe(true);
      expect(entries.map((entry) => entry.alias)).toEqual([...entries.map((entry) => entry.alias)].sort((a, b) => a.localeCompare(b)));
    }
    const queries = (await list('customQuery')).json() as { alias: string; name: string }[];
    expect(queries).toContainEqual({ alias: 'documentList', name: '文档列表' });
    const stored = await server.app.inject({ method: 'POST', url: '/form/customQuery/v1/getByAlias', payload: 'documentList', headers: { ...server.admin, 'content-type': 'text/plain' } });
    expect((stored.json() as { name: string }).name).toBe('文档列表');
    const views = (await list('queryView')).json() as { alias: string }[];
    expect(views.map((entry) => entry.alias)).toContain('departmentSql.list');
  });

  it('lists the forms by form key, each read back through previewForm', async () => {
    const forms = (await list('form')).json() as { alias: string; name: string }[];
    expect(forms).toContainEqual({ alias: 'leaveRequest', name: '请假申请' });
    const english = (await server.app.inject({ method: 'GET', url: '/form/studio/v1/definitions?kind=form', headers: { ...server.admin, 'Accept-Language': 'en-US' } })).json() as { alias: string; name: string }[];
    const leave = english.find((entry) => entry.alias === 'leaveRequest');
    const stored = await server.app.inject({ method: 'GET', url: '/form/form/v1/previewForm?formKey=leaveRequest', headers: { ...server.admin, 'Accept-Language': 'en-US' } });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(leave?.name).toBe('Leave request');
    expect((stored.json() as { form: { name: string } }).form.name).toBe(leave?.name);
  });

  it('names them in the caller’s language', async () => {
    const english = (await server.app.inject({ method: 'GET', url: '/form/studio/v1/definitions?kind=customDialog', headers: { ...server.admin, 'Accept-Language': 'en-US' } })).json() as { alias: string; name: string }[];
    expect(english).toContainEqual({ alias: 'departmentTree', name: 'Choose a department' });
    const columns = (await server.app.inject({ method: 'GET', url: '/form/studio/v1/definitions?kind=column', headers: { ...server.admin, 'Accept-Language': 'en-US' } })).json() as { alias: string; name: string }[];
    expect(columns).toContainEqual({ alias: 'homeTodo', name: 'My to-dos' });
  });

  it('lists a tenant’s own columns only', async () => {
    const platform = (await list('column')).json() as { alias: string }[];
    const acme = (await list('column', server.acme)).json() as { alias: string }[];
    expect(acme.map((entry) => entry.alias)).not.toEqual(platform.map((entry) => entry.alias));
  });

  it('refuses an unknown kind with 400 and a message, and a caller without a session with 401', async () => {
    const unknown = await list('teapot');
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { message: string }).message).toBeTruthy();
    expect((await server.app.inject({ method: 'GET', url: '/form/studio/v1/definitions?kind=column' })).statusCode).toBe(401);
  });
});
