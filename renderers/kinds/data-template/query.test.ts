import { describe, expect, it } from 'vitest';
import { dataTemplateToModel, UNPAGED_ROWS } from './adapter';
import type { DataTemplateDefinition } from './definition';
import { buildQueryFilter, parsePresetQuerys } from './query';

const definition: DataTemplateDefinition = {
  id: '1',
  alias: 'ledger',
  name: '台账',
  boDefAlias: 'bo',
  displayField: JSON.stringify([{ name: 'no', desc: '编号' }, { name: 'at', desc: '时间', type: 'datetime' }, { name: 'room', desc: '房间' }]),
  conditionField: JSON.stringify([
    { name: 'no', desc: '编号', qt: 'LK' },
    { name: 'at', desc: '时间', qt: 'BETWEEN', ty: 'datetime' },
    { name: 'day', desc: '日期', qt: 'EQ', ty: 'datetime' },
    { name: 'until', desc: '截至', qt: 'LE', ty: 'datetime' },
    { name: 'since', desc: '之后', qt: 'GT', ty: 'datetime' },
  ]),
  sortField: JSON.stringify([{ name: 'at', sort: 'DESC' }]),
  treeField: JSON.stringify({ field: 'room', desc: '房间', nodes: [{ id: 'A', name: 'A 座', children: [{ id: 'A301', name: 'A301' }] }] }),
};
const model = dataTemplateToModel(definition, { locale: 'zh-CN' });
const q = (property: string, value: unknown, operation: string) => ({ property, value, operation, relation: 'AND', group: 'main' });

describe('buildQueryFilter', () => {
  it('sends typed conditions only, with the template’s sort fields unless a column is sorted', () => {
    expect(buildQueryFilter(model, { values: { no: ' HT ' }, page: 2, pageSize: 20 })).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [q('no', 'HT', 'LIKE')],
      sorter: [{ property: 'at', direction: 'DESC' }],
    });
    expect(buildQueryFilter(model, { values: {}, page: 1, pageSize: 10, sort: { field: 'no', direction: 'ASC' } }).sorter).toEqual([{ property: 'no', direction: 'ASC' }]);
  });

  it('reads a date typed for a date-and-time field as the whole day', () => {
    const { querys } = buildQueryFilter(model, { values: { at: ['2024-01-01', '2024-01-31'], day: '2024-02-02', until: '2024-03-03', since: '2024-04-04' }, page: 1, pageSize: 10 });
    expect(querys).toEqual([
      q('at', ['2024-01-01 00:00:00', '2024-01-31 23:59:59'], 'BETWEEN'),
      q('day', ['2024-02-02 00:00:00', '2024-02-02 23:59:59'], 'BETWEEN'),
      q('until', '2024-03-03 23:59:59', 'LESS_EQUAL'),
      q('since', '2024-04-04 23:59:59', 'GREAT'),
    ]);
    expect(buildQueryFilter(model, { values: { at: ['', '2024-01-31'] }, page: 1, pageSize: 10 }).querys).toEqual([q('at', ['', '2024-01-31 23:59:59'], 'BETWEEN')]);
  });

  it('adds the tree node with the nodes below it, and the route’s preset conditions', () => {
    const preset = [{ property: 'no', value: 'X', operation: 'EQUAL', relation: 'AND', group: 'main' } as const];
    expect(buildQueryFilter(model, { values: {}, page: 1, pageSize: 10, treeNode: 'A', preset }).querys).toEqual([q('room', ['A', 'A301'], 'IN'), q('no', 'X', 'EQUAL')]);
  });

  it('loads one large page when the template does not page', () => {
    const unpaged = dataTemplateToModel({ ...definition, needPage: 0 }, { locale: 'zh-CN' });
    expect(buildQueryFilter(unpaged, { values: {}, page: 3, pageSize: 10 }).pageBean).toEqual({ page: 1, pageSize: UNPAGED_ROWS, showTotal: true });
  });
});

describe('parsePresetQuerys', () => {
  it('reads {field: value} and querys arrays, URI-encoded, keeping known fields only', () => {
    expect(parsePresetQuerys(model, encodeURIComponent('{"no":"HT-1","secret":"x","room":["A301","B502"]}'))).toEqual([q('no', 'HT-1', 'EQUAL'), q('room', ['A301', 'B502'], 'IN')]);
    expect(parsePresetQuerys(model, encodeURIComponent('[{"property":"no","value":"HT","operation":"LIKE"},{"property":"no","value":{"$ne":1}}]'))).toEqual([q('no', 'HT', 'LIKE')]);
    expect(parsePresetQuerys(model, '%7Bbroken')).toEqual([]);
    expect(parsePresetQuerys(model, undefined)).toEqual([]);
  });
});
