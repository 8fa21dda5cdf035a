// FLOWDESK_FORM_WIRE=html (BuildAppOptions.formWire): the seeded processes' forms are described as the
// templates a real backend generates (form.formHtml, no definition), and the rest of the journey is unchanged.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formHtmlToDefinition } from '../../../renderers/kinds/form-html/toDefinition';
import { parseWithParse5 } from '../../../renderers/kinds/form-html/node';
import { authHeader, base64, testApp } from '../../testing';

let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  app = await testApp({ formWire: 'html' });
  for (const account of ['zhangsan', 'lisi']) headers[account] = await authHeader(app, account);
}, 30_000);
afterAll(() => app.close());

type Json = Record<string, any>;
const call = async (account: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Json> =>
  (await app.inject({ method, url, payload, headers: headers[account] })).json() as Json;

describe('the html form wire', () => {
  it('describes a start form and a task form as formHtml that the adapter reads, and takes the data back as usual', async () => {
    const startForm = await call('zhangsan', 'POST', '/runtime/instance/v1/getFormAndBO', { defId: '20000000000000001' });
    expect(startForm.form.type).toBe('INNER');
    expect(startForm.form.definition).toBeUndefined();
    const read = formHtmlToDefinition(startForm.form.formHtml as string, parseWithParse5, {});
    expect(read.issues).toEqual([]);
    expect(read.definition?.boAlias).toBe('leave');
    expect(read.definition?.entities[0].attributes.map((attribute) => attribute.name)).toContain('reason');

    const record = { leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: '2026-12-02 18:00:00', days: 0, reason: '测试' } };
    const started = await call('zhangsan', 'POST', '/runtime/instance/v1/start', { defId: '20000000000000001', data: base64(JSON.stringify(record)), formType: 'inner' });
    expect(started.state).toBe(true);
    const todo = (await call('lisi', 'POST', '/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 1000 } })).rows.find((row: Json) => row.procInstId === started.value);
    const detail = await call('lisi', 'GET', `/runtime/task/v1/taskDetail?taskId=${todo.id}`);
    expect(typeof detail.form.formHtml).toBe('string');
    expect(detail.form.definition).toBeUndefined();
    // The server still computes the days with the form's formula (HALFDAY), as with the definition wire.
    expect(detail.data.leave).toMatchObject({ reason: '测试', days: 1.5 });
  });
});
