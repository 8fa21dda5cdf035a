// Every fixture of fixtures/customQuery and fixtures/queryView is valid against its schema and adapts; the
// models are kept as golden files beside this test (a change to the adapter shows up as a diff there), and
// the error fixtures carry exactly the catalogue error they are about.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateWith } from '../../core/validate';
import validateCustomQuery from '../../core/validators/customQuery';
import validateQueryView from '../../core/validators/queryView';
import { adaptCustomQuery } from './adapter';
import type { CustomQueryDefinition } from './definition';
import { adaptQueryView } from './queryViewAdapter';
import type { QueryViewDefinition } from './queryViewDefinition';

const FIXTURES = join(import.meta.dirname, '../../../fixtures');
const filesOf = (kind: string) => readdirSync(join(FIXTURES, kind)).filter((file) => file.endsWith('.json'));
const read = <T>(kind: string, file: string) => JSON.parse(readFileSync(join(FIXTURES, kind, file), 'utf8')) as T;

describe('custom query fixtures', () => {
  it('has at least 8 definitions, each with recorded answers', () => {
    const files = filesOf('customQuery');
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) expect(readdirSync(join(FIXTURES, 'customQuery/answers'))).toContain(file);
  });

  it.each(filesOf('customQuery'))('%s is valid and adapts (golden model)', async (file) => {
    const definition = read<CustomQueryDefinition>('customQuery', file);
    expect(validateWith('customQuery', validateCustomQuery, definition)).toEqual({ ok: true });
    const model = adaptCustomQuery(definition, 'zh-CN');
    expect(model.alias).toBe(definition.alias);
    if (!file.startsWith('error-')) expect(model.errors).toEqual([]);
    await expect(JSON.stringify({ 'zh-CN': model, 'en-US': adaptCustomQuery(definition, 'en-US') }, null, 2)).toMatchFileSnapshot(`./golden/${file}`);
  });

  const EXPECTED_ERRORS: Record<string, string[]> = {
    'error-post-param.json': ['POST参数不是有效的JSON格式'],
    'error-condition-json.json': ['条件字段的JSON格式错误'],
    'error-empty-url.json': ['Restful类型的url地址为空'],
    'error-unsafe-request.json': [
      'url地址只能是“${主机}”占位符加路径，或以“/”开头的相对路径：https://evil.example.com/steal',
      '请求头不能设置 Authorization',
      '请求头不能设置 Tenant-Code',
    ],
  };
  it.each(Object.entries(EXPECTED_ERRORS))('%s is refused with the catalogue text', (file, messages) => {
    expect(adaptCustomQuery(read('customQuery', file), 'zh-CN').errors.map((error) => error.message)).toEqual(messages);
  });
});

describe('query view fixtures', () => {
  it.each(filesOf('queryView'))('%s is valid and adapts (golden model)', async (file) => {
    const definition = read<QueryViewDefinition>('queryView', file);
    expect(validateWith('queryView', validateQueryView, definition)).toEqual({ ok: true });
    const model = adaptQueryView(definition, 'zh-CN');
    expect(model.errors).toEqual([]);
    expect(readdirSync(join(FIXTURES, 'queryView/answers'))).toContain(file);
    await expect(JSON.stringify({ 'zh-CN': model, 'en-US': adaptQueryView(definition, 'en-US') }, null, 2)).toMatchFileSnapshot(`./golden/queryView-${file}`);
  });

  it('shows a column whose field has a condition with options by the option label of the page language', () => {
    const definition = read<QueryViewDefinition>('queryView', 'report-ceremony.json');
    const kindOf = (locale: 'zh-CN' | 'en-US') => adaptQueryView(definition, locale).columns.find((column) => column.field === 'kind');
    expect(kindOf('en-US')?.format?.('生日', {})).toBe('Birthday');
    expect(kindOf('en-US')?.format?.('入职周年', {})).toBe('Work anniversary');
    expect(kindOf('zh-CN')?.format?.('生日', {})).toBe('生日');
    // a value no option names is shown as it is
    expect(kindOf('en-US')?.format?.('其他', {})).toBe('其他');
    expect(adaptQueryView(definition, 'en-US').columns.find((column) => column.field === 'name')?.format).toBeUndefined();
  });

  it('gives a number column the decimals its item names (decimalLen), and none where it names none or an invalid count', () => {
    const showsOf = (items: object[]) => ({ sqlAlias: 'sql', alias: 'view', name: '视图', shows: JSON.stringify(items) }) as QueryViewDefinition;
    const column = (item: object) => adaptQueryView(showsOf([{ name: 'hours', fieldDesc: '工时', dbType: 'number', ...item }]), 'zh-CN').columns[0]?.number;
    expect(column({ decimalLen: 1 })).toEqual({ decimals: 1 });
    expect(column({ decimalLen: '2' })).toEqual({ decimals: 2 });
    expect(column({})).toEqual({});
    for (const decimalLen of [-1, 1.5, 'x', 21, '']) expect(column({ decimalLen })).toEqual({});
    // decimals make no number of a text column
    expect(adaptQueryView(showsOf([{ name: 'memo', fieldDesc: '说明', decimalLen: 1 }]), 'zh-CN').columns[0]?.number).toBeUndefined();
  });
});
