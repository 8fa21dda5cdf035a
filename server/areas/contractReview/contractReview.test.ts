// The AI contract review call against a fake Dify-compatible service (a second Fastify on an ephemeral port):
// refusals (not configured, no qualifying files, unknown or foreign ids, bad bodies), the two Dify calls with
// the server's key, each form of the workflow's outputs, and per-file failures (HTTP errors, failed runs, time-outs).
// A seeded file's text tells the fake what to answer for it (see `Scenario`).
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, multipart, PNG_BYTES, testApp } from '../../testing';
import { problemsOf } from './dify';

const KEY = 'app-secret-review-key';
const INPUT = 'contract_file';
const REVIEW = '/ai/contractReview/v1/review';
const TIMEOUT_MS = 1000;
const EN = { 'accept-language': 'en-US' };

/** What the fake answers for a file: the workflow's data, an HTTP status of one call, or a delay. */
interface Scenario {
  outputs?: unknown;
  status?: string;
  error?: string;
  uploadStatus?: number;
  runStatus?: number;
  delayMs?: number;
}

interface Upload {
  name: string;
  contentType: string;
  user: string;
  scenario: Scenario;
}

const uploads = new Map<string, Upload>();
const runBodies: unknown[] = [];
const authorizations: string[] = [];

async function fakeDify(): Promise<FastifyInstance> {
  // The server's fetch keeps its connections alive; closing must not wait for them.
  const dify = Fastify({ forceCloseConnections: true });
  await dify.register(fastifyMultipart);
  dify.addHook('onRequest', async (request, reply) => {
    authorizations.push(request.headers.authorization ?? '');
    if (request.headers.authorization !== `Bearer ${KEY}`) return reply.code(401).send({ code: 'unauthorized' });
  });
  dify.post('/v1/files/upload', async (request, reply) => {
    let file: { name: string; contentType: string; text: string } | undefined;
    let user = '';
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') file = { name: part.filename, contentType: part.mimetype, text: (await part.toBuffer()).toString('utf8') };
      else if (part.type === 'field' && part.fieldname === 'user') user = String(part.value);
    }
    if (!file || !user) return reply.code(400).send({ code: 'no_file_uploaded' });
    const scenario = JSON.parse(file.text) as Scenario;
    if (scenario.uploadStatus) return reply.code(scenario.uploadStatus).send({ code: 'file_too_large' });
    const id = `upload-${uploads.size + 1}`;
    uploads.set(id, { name: file.name, contentType: file.contentType, user, scenario });
    return reply.code(201).send({ id, name: file.name });
  });
  dify.post<{ Body: { inputs: Record<string, { transfer_method: string; upload_file_id: string; type: string }>; response_mode: string; user: string } }>(
    '/v1/workflows/run',
    async (request, reply) => {
      runBodies.push(request.body);
      const input = request.body.inputs?.[INPUT];
      const upload = input ? uploads.get(input.upload_file_id) : undefined;
      if (!upload || input?.transfer_method !== 'local_file' || input.type !== 'document' || request.body.response_mode !== 'blocking') {
        return reply.code(400).send({ code: 'invalid_param' });
      }
      const { scenario } = upload;
      if (scenario.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs));
      if (scenario.runStatus) return reply.code(scenario.runStatus).send({ code: 'internal_server_error' });
      return { workflow_run_id: 'run-1', data: { status: scenario.status ?? 'succeeded', outputs: scenario.outputs ?? {}, error: scenario.error ?? null } };
    },
  );
  return dify;
}

let dify: FastifyInstance;
let app: FastifyInstance;
let unconfigured: FastifyInstance;
let zhangsan: Record<string, string>;
let chenyi: Record<string, string>;

beforeAll(async () => {
  dify = await fakeDify();
  const origin = await dify.listen({ port: 0, host: '127.0.0.1' });
  app = await testApp({ contractReview: { baseUrl: `${origin}/v1/`, apiKey: KEY, inputName: INPUT, timeoutMs: TIMEOUT_MS } });
  unconfigured = await testApp();
  zhangsan = await authHeader(app, 'zhangsan');
  chenyi = await authHeader(app, 'chenyi', '123456', ACME_TENANT_ID);
});
afterAll(async () => {
  await app?.close();
  await unconfigured?.close();
  await dify?.close();
});

async function seedFile(server: FastifyInstance, headers: Record<string, string>, name: string, content: Buffer | Scenario): Promise<string> {
  const body = multipart('files', name, Buffer.isBuffer(content) ? content : Buffer.from(JSON.stringify(content)));
  const response = await server.inject({ method: 'POST', url: '/system/file/v1/fileUpload', payload: body.payload, headers: { ...headers, ...body.headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fileId as string;
}

const review = (fileIds: unknown, headers: Record<string, string> = zhangsan, server = app) =>
  server.inject({ method: 'POST', url: REVIEW, payload: { fileIds }, headers });

interface ReviewAnswer {
  state: boolean;
  value: { fileId: string; fileName: string; problems: { title: string; detail?: string; level?: string }[]; error?: string }[];
  skipped: { fileId: string; fileName: string }[];
}

async function reviewed(fileIds: string[], headers: Record<string, string> = zhangsan): Promise<ReviewAnswer> {
  const response = await review(fileIds, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(KEY);
  return response.json() as ReviewAnswer;
}

describe('refusals', () => {
  it('says so when no review service is configured', async () => {
    const headers = await authHeader(unconfigured, 'zhangsan');
    const fileId = await seedFile(unconfigured, headers, '合同.pdf', { outputs: { text: 'x' } });
    const response = await review([fileId], headers, unconfigured);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ state: false, message: 'AI 合同审查服务未配置，请联系管理员' });
    const english = await review([fileId], { ...headers, ...EN }, unconfigured);
    expect(english.json().message).toBe('AI contract review is not configured. Please contact the administrator.');
  });

  it('refuses a choice without qualifying files, in both languages', async () => {
    const picture = await seedFile(app, zhangsan, 'scan.PNG', PNG_BYTES);
    const archive = await seedFile(app, zhangsan, 'bundle.zip', Buffer.from('PK'));
    const response = await review([picture, archive]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ state: false, message: '没有符合条件的文件（仅支持 doc、pdf、docx、xlsx、xls、ppt、pptx、txt、md）' });
    expect((await review([picture], { ...zhangsan, ...EN })).json().message).toBe('No qualifying files (only doc, pdf, docx, xlsx, xls, ppt, pptx, txt, md)');
  });

  it('answers 404 naming an unknown id, and keeps other tenants’ files out', async () => {
    const unknown = await review(['999999']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('文件不存在：999999');
    const fileId = await seedFile(app, zhangsan, 'plan.txt', { outputs: { text: 'x' } });
    const foreign = await review([fileId], chenyi);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`文件不存在：${fileId}`);
  });

  it('refuses bad bodies with a message and unsigned calls with 401', async () => {
    for (const fileIds of [[], 'x'.repeat(65), Array.from({ length: 21 }, (_, index) => String(index)), [''], [{}], undefined]) {
      const response = await review(fileIds);
      expect(response.statusCode, JSON.stringify(fileIds)).toBe(400);
      expect(response.json().message).toMatch(/^请求参数不正确：.*body\.fileIds/);
    }
    const notJson = await app.inject({ method: 'POST', url: REVIEW, payload: '{', headers: { ...zhangsan, 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: REVIEW, payload: { fileIds: ['1'] } })).statusCode).toBe(401);
  });
});

describe('reviews', () => {
  it('uploads each qualifying file with the key and runs the workflow on it; others are listed as skipped', async () => {
    const contract = await seedFile(app, zhangsan, '采购合同.DOCX', { outputs: { problems: ['付款期限不明确'] } });
    const picture = await seedFile(app, zhangsan, 'stamp.png', PNG_BYTES);
    const before = { uploads: uploads.size, runs: runBodies.length };
    const answer = await reviewed([contract, picture, contract]);
    expect(answer).toEqual({
      state: true,
      message: '',
      value: [{ fileId: contract, fileName: '采购合同.DOCX', problems: [{ title: '付款期限不明确' }] }],
      skipped: [{ fileId: picture, fileName: 'stamp.png' }],
    });
    expect(uploads.size - before.uploads).toBe(1);
    expect([...uploads.values()].at(-1)).toMatchObject({
      name: '采购合同.DOCX',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      user: 'zhangsan',
    });
    expect(runBodies.slice(before.runs)).toEqual([
      { inputs: { [INPUT]: { transfer_method: 'local_file', upload_file_id: `upload-${uploads.size}`, type: 'document' } }, response_mode: 'blocking', user: 'zhangsan' },
    ]);
    expect(new Set(authorizations)).toEqual(new Set([`Bearer ${KEY}`]));
  });

  it('reads the problems from every output form', async () => {
    const cases: [string, Scenario['outputs'], ReviewAnswer['value'][number]['problems']][] = [
      [
        'objects.pdf',
        { problems: [{ title: '违约金过高', detail: '超过法定上限', level: '高' }, { problem: '缺少签章页', suggestion: '补充签章页', risk: 2 }, { detail: 'no title' }, ' '] },
        [{ title: '违约金过高', detail: '超过法定上限', level: '高' }, { title: '缺少签章页', detail: '补充签章页', level: '2' }],
      ],
      ['json.doc', { problems: JSON.stringify([{ title: '管辖法院未约定', level: 'medium' }, '发票条款缺失']) }, [{ title: '管辖法院未约定', level: 'medium' }, { title: '发票条款缺失' }]],
      ['text.md', { text: '- 交付日期不明确\n\n* 验收标准缺失\r\n  3. 保密期限过短  ' }, [{ title: '交付日期不明确' }, { title: '验收标准缺失' }, { title: '3. 保密期限过短' }]],
      ['result.xlsx', { result: '单价与总价不符' }, [{ title: '单价与总价不符' }]],
      ['clean.txt', { problems: [] }, []],
    ];
    const ids = await Promise.all(cases.map(([name, outputs]) => seedFile(app, zhangsan, name, { outputs })));
    const answer = await reviewed(ids);
    expect(answer.value.map((file) => [file.fileName, file.problems, file.error])).toEqual(cases.map(([name, , problems]) => [name, problems, undefined]));
    expect(answer.skipped).toEqual([]);
  });

  it('gives a failing file its error while the others are reviewed', async () => {
    const good = await seedFile(app, zhangsan, 'good.pdf', { outputs: { problems: ['ok'] } });
    const rejected = await seedFile(app, zhangsan, 'big.pdf', { uploadStatus: 413 });
    const broken = await seedFile(app, zhangsan, 'broken.pdf', { runStatus: 500 });
    const failed = await seedFile(app, zhangsan, 'failed.pdf', { status: 'failed', error: 'LLM quota exceeded' });
    const odd = await seedFile(app, zhangsan, 'odd.pdf', { outputs: { summary: 'fine' } });
    const answer = await reviewed([good, rejected, broken, failed, odd]);
    expect(answer.value.map((file) => [file.fileName, file.problems, file.error])).toEqual([
      ['good.pdf', [{ title: 'ok' }], undefined],
      ['big.pdf', [], '文件上传到 AI 审查服务失败（HTTP 413）'],
      ['broken.pdf', [], 'AI 审查服务返回错误（HTTP 500）'],
      ['failed.pdf', [], 'AI 审查未完成（failed）：LLM quota exceeded'],
      ['odd.pdf', [], '无法识别 AI 审查服务的答复'],
    ]);
    const english = (await reviewed([broken], { ...zhangsan, ...EN })).value[0].error;
    expect(english).toBe('The AI review service answered with an error (HTTP 500).');
  });

  it('stops waiting for a file after the time limit', async () => {
    const slow = await seedFile(app, zhangsan, 'slow.txt', { delayMs: TIMEOUT_MS + 3000, outputs: { text: 'late' } });
    const quick = await seedFile(app, zhangsan, 'quick.txt', { outputs: { text: 'on time' } });
    const started = Date.now();
    const answer = await reviewed([slow, quick]);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(answer.value).toEqual([
      { fileId: slow, fileName: 'slow.txt', problems: [], error: 'AI 审查服务在 1 秒内没有答复' },
      { fileId: quick, fileName: 'quick.txt', problems: [{ title: 'on time' }] },
    ]);
  });

  it('reports an unreachable service per file', async () => {
    const closed = await testApp({ contractReview: { baseUrl: 'http://127.0.0.1:1', apiKey: KEY } });
    try {
      const headers = await authHeader(closed, 'zhangsan');
      const fileId = await seedFile(closed, headers, 'contract.pdf', { outputs: { text: 'x' } });
      const response = await review([fileId], headers, closed);
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toEqual([{ fileId, fileName: 'contract.pdf', problems: [], error: '无法连接 AI 审查服务' }]);
    } finally {
      await closed.close();
    }
  });
});

describe('problemsOf', () => {
  it('knows no problems without a known output, and reads a non-JSON problems text as lines', () => {
    expect(problemsOf(undefined)).toBeNull();
    expect(problemsOf({ answer: 'x' })).toBeNull();
    expect(problemsOf({ problems: 3 })).toBeNull();
    expect(problemsOf({ problems: '条款一\n条款二' })).toEqual([{ title: '条款一' }, { title: '条款二' }]);
    expect(problemsOf({ problems: null, text: '' })).toEqual([]);
  });
});
