// The sample REST endpoint restful custom queries call: GET or POST /form/sample/v1/employees. Filters:
// name (also the English name and the code), dept, status, sex, post — as query parameters, top-level body
// fields or inside body.query; paging: pageNo/size (or page/pageSize). The `envelope` query parameter picks the
// answer's shape, so that every listKey/pageKey/pageSizeKey/totalKey setting and every answer error of the
// catalogue can be produced:
//   wrapped (default)  {code: 0, msg, data: {list, pageNo, size, count}}
//   rows               {rows, total, page, pageSize}
//   array              a bare array of the page's rows
//   empty              an empty body              (→ 返回的数据为空)
//   broken             text that is not JSON      (→ 将返回值解析为JSON对象时出错了)
//   scalar             a bare number              (→ 返回的数据无法解析)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { langOf, localized } from '../../lib/i18n';

export const SAMPLE_PATH = '/form/sample/v1/employees';
const DEFAULT_SIZE = 10;
const MAX_SIZE = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

interface EmployeeRow {
  code: string;
  name: string;
  name_en: string;
  sex: string;
  dept_name: string;
  post: string;
  entry_date: string;
  salary: number;
  status: string;
}

/** Query parameters, then the body's fields (an object, or a custom query's [{key, value}] list), then body.query's. */
function inputOf(request: FastifyRequest): Record<string, unknown> {
  const body: Record<string, unknown> = Array.isArray(request.body)
    ? Object.fromEntries(request.body.filter(isRecord).map((entry) => [text(entry.key), entry.value]))
    : isRecord(request.body)
      ? request.body
      : {};
  return { ...(request.query as Record<string, unknown>), ...body, ...(isRecord(body.query) ? body.query : {}) };
}

export function registerSampleRoutes(app: FastifyInstance, db: Db): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = inputOf(request);
    const envelope = text((request.query as Record<string, unknown>).envelope) || 'wrapped';
    if (envelope === 'empty') return reply.code(200).type('application/json; charset=utf-8').send('');
    if (envelope === 'broken') return reply.type('text/plain; charset=utf-8').send('{rows: [ this is not JSON');
    if (envelope === 'scalar') return reply.type('application/json; charset=utf-8').send('42');

    const conditions = ['tenant_id = ?'];
    const params: (string | number)[] = [sessionOf(request).tenantId];
    const name = text(input.name);
    if (name) {
      const pattern = `%${escapeLike(name)}%`;
      conditions.push("(name LIKE ? ESCAPE '\\' OR name_en LIKE ? ESCAPE '\\' OR code LIKE ? ESCAPE '\\')");
      params.push(pattern, pattern, pattern);
    }
    const dept = text(input.dept);
    if (dept) {
      conditions.push("dept_name LIKE ? ESCAPE '\\'");
      params.push(`%${escapeLike(dept)}%`);
    }
    for (const column of ['status', 'sex', 'post'] as const) {
      const value = text(input[column]);
      if (value) {
        conditions.push(`${column} = ?`);
        params.push(value);
      }
    }
    const page = Math.max(1, Math.trunc(Number(text(input.pageNo) || text(input.page))) || 1);
    const size = Math.min(MAX_SIZE, Math.max(1, Math.trunc(Number(text(input.size) || text(input.pageSize))) || DEFAULT_SIZE));
    const where = conditions.join(' AND ');
    const { count } = db.prepare(`SELECT COUNT(*) AS count FROM biz_employee WHERE ${where}`).get(...params) as { count: number };
    const lang = langOf(request);
    const list = (
      db
        .prepare(`SELECT code, name, name_en, sex, dept_name, post, entry_date, salary, status FROM biz_employee WHERE ${where} ORDER BY code LIMIT ? OFFSET ?`)
        .all(...params, size, (page - 1) * size) as EmployeeRow[]
    ).map((row) => ({
      code: row.code,
      name: localized(lang, row.name, row.name_en),
      sex: row.sex,
      deptName: row.dept_name,
      post: row.post,
      entryDate: row.entry_date,
      salary: row.salary,
      status: row.status,
    }));
    if (envelope === 'rows') return { rows: list, total: count, page, pageSize: size };
    if (envelope === 'array') return list;
    return { code: 0, msg: 'ok', data: { list, pageNo: page, size, count } };
  };
  app.get(SAMPLE_PATH, handler);
  app.post(SAMPLE_PATH, handler);
}
