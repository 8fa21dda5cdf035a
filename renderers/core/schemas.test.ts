import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFINITION_SCHEMAS, validateDefinition } from './definitions';

const samples: Record<string, unknown> = {
  column: { id: '1', name: '待办', alias: 'todo', colType: 0, dataMode: '3', dataFrom: '${bpmRunTime}/runtime/task/v1/getTodoList', dataParam: '[{"name":"pageBean","value":"{}"}]', templateHtml: 'PGRpdj48L2Rpdj4=', needPage: 1, requestType: 'POST', supportRefesh: 0, refeshTime: 0, displayRights: true, createTime: 'extra server fields are fine' },
  layout: { list: [{ type: 'grid', options: { gutter: 8 }, columns: [{ span: 12, list: [{ alias: 'todo' }] }, { span: 12, list: [] }] }, { type: 'tab', tabs: [{ name: '新闻', list: [{ alias: 'news' }] }] }, { alias: 'notice' }] },
  customQuery: { alias: 'userQuery', name: '用户查询', needPage: 1, pageSize: 10, conditionfield: '[{"field":"NAME","condition":"LK"}]', resultfield: '[]', sortfield: '', dsType: 'dataSource' },
  customDialog: { alias: 'userDialog', name: '选择用户', style: 0, displayfield: '[{"field":"NAME","comment":"姓名"}]', conditionfield: '[]', resultfield: '[]', sortfield: '[]', selectNum: -1, needPage: true },
  customChart: { id: 'c1', name: '销量', style: 3, displayfield: '[]', conf: '{"color":"red"}' },
  dataTemplate: { alias: 'leaveList', name: '请假列表', boDefAlias: 'leave', displayField: '[{"name":"applicant","desc":"申请人"}]', manageField: '[{"name":"add","desc":"新增"}]', filterType: 1, summaryRegionHtml: '' },
};

describe('definition schemas', () => {
  it('has one schema per kind, each with $id = the kind', () => {
    expect(Object.keys(DEFINITION_SCHEMAS).sort()).toEqual(['column', 'customChart', 'customDialog', 'customQuery', 'dataTemplate', 'form', 'layout']);
    for (const [kind, schema] of Object.entries(DEFINITION_SCHEMAS)) expect(schema.$id).toBe(kind);
  });

  it.each(Object.entries(samples))('accepts a realistic %s definition', (kind, definition) => {
    expect(validateDefinition(kind, definition)).toEqual({ ok: true });
  });

  it('refuses JSON fields that do not hold JSON, saying so', () => {
    const outcome = validateDefinition('customQuery', { ...(samples.customQuery as object), conditionfield: 'NAME=1' }, { locale: 'en-US' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([expect.objectContaining({ kind: 'customQuery', alias: 'userQuery', path: '$.conditionfield', expected: 'a text holding JSON' })]);
  });

  it('reports a bad layout row at its path', () => {
    const outcome = validateDefinition('layout', { list: [{ type: 'grid', columns: [{ span: 30, list: [] }] }, { type: 'carousel' }] });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((error) => error.path)).toEqual(['$.list[0].columns[0].span', '$.list[1].type']);
    expect(outcome.errors[0].expected).toBe('不大于 24 的数');
  });

  const fixtureDir = join(__dirname, '../../fixtures/form');
  it.each(readdirSync(fixtureDir).filter((file) => file.endsWith('.json')))('fixtures/form/%s is a valid form definition', (file) => {
    expect(validateDefinition('form', JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')))).toEqual({ ok: true });
  });

  // Every fixture carries its kind (the folder), so a copy of any of them opens in replay and the studio.
  const fixturesRoot = join(__dirname, '../../fixtures');
  const definitionFiles = readdirSync(fixturesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'seed')
    .flatMap((folder) => readdirSync(join(fixturesRoot, folder.name)).filter((file) => file.endsWith('.json')).map((file) => [folder.name, file] as const));
  it.each(definitionFiles)('fixtures/%s/%s carries its kind and its schema accepts it', (folder, file) => {
    const definition = JSON.parse(readFileSync(join(fixturesRoot, folder, file), 'utf8')) as { kind?: unknown };
    expect(definition.kind).toBe(folder);
    if (Object.hasOwn(DEFINITION_SCHEMAS, folder)) expect(validateDefinition(folder, definition)).toEqual({ ok: true });
  });

  it('refuses a kind that is not the schema’s', () => {
    expect(validateDefinition('customQuery', { ...(samples.customQuery as object), kind: 'customDialog' }, { locale: 'en-US' })).toMatchObject({ ok: false, errors: [{ path: '$.kind', expected: 'the value "customQuery"', value: 'customDialog' }] });
  });
});
