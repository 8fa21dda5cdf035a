import { describe, expect, it } from 'vitest';
import { createEngine, DefinitionIssuesError } from '../../core/engine';
import type { DefinitionIssue } from '../../core/validate';
import type { Locale } from '../../messages';
import { adaptColumn, moreUrlOf, type ColumnModel } from './adapter';
import type { ColumnDefinition } from './definition';
import { columnKind } from './kind';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const column = (fields: Partial<ColumnDefinition> = {}): ColumnDefinition => ({ alias: 'homeNews', name: '新闻', ...fields });

function issuesOf(definition: ColumnDefinition, locale: Locale = 'zh-CN'): readonly DefinitionIssue[] {
  try {
    adaptColumn(definition, locale);
  } catch (error) {
    if (error instanceof DefinitionIssuesError) return error.issues;
    throw error;
  }
  return [];
}

describe('adaptColumn: data modes', () => {
  const cases: [string, Partial<ColumnDefinition>, ColumnModel['data']][] = [
    ['no dataMode', {}, { mode: 'static' }],
    ['dataMode null', { dataMode: null }, { mode: 'static' }],
    ['dataMode 0 (service method)', { dataMode: 0 }, { mode: 'static' }],
    ['dataMode "2" (web service)', { dataMode: '2', dataFrom: 'anything' }, { mode: 'static' }],
    ['dataMode 1 (custom dialog)', { dataMode: 1, dataFrom: '{"alias":"userDialog"}' }, { mode: 'dialog', dialogAlias: 'userDialog' }],
    ['dataMode "1" with spaces', { dataMode: '1', dataFrom: ' { "alias" : " userDialog " } ' }, { mode: 'dialog', dialogAlias: 'userDialog' }],
    ['dataMode 4 (data template)', { dataMode: 4, dataFrom: '{"alias":"contractReport"}' }, { mode: 'template', templateAlias: 'contractReport' }],
    [
      'dataMode 3, POST with params and paging',
      { dataMode: 3, dataFrom: '${portal}/portal/messageNews/v1/list?isPublic=true', requestType: 'POST', needPage: 1, dataParam: '[{"name":"querys","value":"[{\\"property\\":\\"flag\\",\\"value\\":\\"0\\"}]"},{"name":"size","value":5}]' },
      { mode: 'rest', url: '${portal}/portal/messageNews/v1/list?isPublic=true', method: 'POST', needPage: true, params: [{ name: 'querys', value: '[{"property":"flag","value":"0"}]' }, { name: 'size', value: '5' }] },
    ],
    [
      'dataMode "3", lower-case post, object value',
      { dataMode: '3', dataFrom: '/api/x', requestType: 'post', needPage: '0', dataParam: '[{"name":"filter","value":{"a":1}}]' },
      { mode: 'rest', url: '/api/x', method: 'POST', needPage: false, params: [{ name: 'filter', value: '{"a":1}' }] },
    ],
    ['dataMode 3, GET without params', { dataMode: 3, dataFrom: ' /api/x?u=${curUserId} ', requestType: 'GET', dataParam: '' }, { mode: 'rest', url: '/api/x?u=${curUserId}', method: 'GET', needPage: false, params: [] }],
    ['dataMode 3, blank requestType is GET', { dataMode: 3, dataFrom: '/api/x', requestType: '', needPage: true, dataParam: '[{"name":"a","value":null}]' }, { mode: 'rest', url: '/api/x', method: 'GET', needPage: true, params: [{ name: 'a', value: '' }] }],
  ];

  it.each(cases)('%s', (_, fields, data) => {
    expect(adaptColumn(column(fields), 'zh-CN').data).toEqual(data);
  });
});

describe('adaptColumn: the rest of the model', () => {
  it('gives the minimal column: rights by default, no template, static', () => {
    expect(adaptColumn(column(), 'zh-CN')).toEqual({ alias: 'homeNews', name: '新闻', displayRights: true, data: { mode: 'static' }, template: { kind: 'none' } });
  });

  it.each([
    [{ displayRights: null }, true],
    [{ displayRights: true }, true],
    [{ displayRights: false }, false],
  ] as [Partial<ColumnDefinition>, boolean][])('displayRights %j → %s', (fields, expected) => {
    expect(adaptColumn(column(fields), 'zh-CN').displayRights).toBe(expected);
  });

  it.each([
    [300, 300],
    ['420', 420],
    [0, undefined],
    ['', undefined],
    [null, undefined],
  ] as [ColumnDefinition['colHeight'], number | undefined][])('colHeight %j → height %j', (colHeight, height) => {
    expect(adaptColumn(column({ colHeight }), 'zh-CN').height).toBe(height);
  });

  it.each([
    [{ supportRefesh: 1, refeshTime: 60 }, 60],
    [{ supportRefesh: '1', refeshTime: '30' }, 30],
    [{ supportRefesh: 1, refeshTime: 0 }, undefined],
    [{ supportRefesh: 1 }, undefined],
    [{ supportRefesh: 0, refeshTime: 60 }, undefined],
    [{ refeshTime: 60 }, undefined],
  ] as [Partial<ColumnDefinition>, number | undefined][])('%j → refreshSeconds %j', (fields, seconds) => {
    expect(adaptColumn(column(fields), 'zh-CN').refreshSeconds).toBe(seconds);
  });

  it.each([
    [{ colType: 1, dataParam: '{"chartType":2,"id":"30000000000000001"}' }, { chartType: 2, id: '30000000000000001' }],
    [{ colType: '4', dataParam: '{"chartType":"1","id":42}' }, { chartType: 1, id: '42' }],
    [{ colType: 0, dataParam: '{"chartType":2,"id":"x"}' }, undefined],
    [{ colType: 2 }, undefined],
  ] as [Partial<ColumnDefinition>, ColumnModel['chart']][])('%j → chart %j', (fields, chart) => {
    expect(adaptColumn(column(fields), 'zh-CN').chart).toEqual(chart);
  });

  it('does not read a chart column\'s dataParam as REST parameters', () => {
    const model = adaptColumn(column({ colType: 1, dataMode: 3, dataFrom: '/api/chart', dataParam: '{"chartType":1,"id":"r1"}' }), 'zh-CN');
    expect(model.chart).toEqual({ chartType: 1, id: 'r1' });
    expect(model.data).toEqual({ mode: 'rest', url: '/api/chart', method: 'GET', needPage: false, params: [] });
  });
});

describe('adaptColumn: template', () => {
  const template = '<div class="news"><home-news :data="data"></home-news>{{ data.total }} 条 <script>alert(1)</script></div>';

  it.each([
    ['missing', undefined, { kind: 'none' }],
    ['null', null, { kind: 'none' }],
    ['blank', '  ', { kind: 'none' }],
    ['Base64 of white space', base64(' \n '), { kind: 'none' }],
    ['Base64 (decoded, not sanitized here)', base64(template), { kind: 'html', html: template }],
    ['Base64 wrapped over lines', base64(template).replace(/(.{20})/g, '$1\r\n'), { kind: 'html', html: template }],
    ['URL-safe Base64', base64('<p>?>?></p>').replace(/\+/g, '-').replace(/\//g, '_'), { kind: 'html', html: '<p>?>?></p>' }],
  ] as [string, string | null | undefined, ColumnModel['template']][])('%s', (_, templateHtml, expected) => {
    expect(adaptColumn(column({ templateHtml }), 'zh-CN').template).toEqual(expected);
  });
});

describe('adaptColumn: problems the schema cannot express', () => {
  const cases: [string, Partial<ColumnDefinition>, { code: string; path: string }[]][] = [
    ['templateHtml that is not Base64', { templateHtml: 'PGRpdj4=====' }, [{ code: 'column.badTemplate', path: '$.templateHtml' }]],
    ['templateHtml with a dangling character', { templateHtml: 'PGRpdj4+a' }, [{ code: 'column.badTemplate', path: '$.templateHtml' }]],
    ['templateHtml that is not UTF-8', { templateHtml: Buffer.from([0xc3, 0x28]).toString('base64') }, [{ code: 'column.badTemplate', path: '$.templateHtml' }]],
    ['REST dataParam that is not JSON', { dataMode: 3, dataFrom: '/api/x', dataParam: '[{name:"a",value:"1"}]' }, [{ code: 'column.badJson', path: '$.dataParam' }]],
    ['REST dataParam that is an object', { dataMode: 3, dataFrom: '/api/x', dataParam: '{"name":"a","value":"1"}' }, [{ code: 'column.badShape', path: '$.dataParam' }]],
    ['REST param without a name', { dataMode: 3, dataFrom: '/api/x', dataParam: '[{"name":"a","value":"1"},{"value":"2"},"c"]' }, [{ code: 'column.badShape', path: '$.dataParam' }, { code: 'column.badShape', path: '$.dataParam' }]],
    ['REST with an empty dataFrom', { dataMode: 3, dataFrom: '  ' }, [{ code: 'column.restUrlEmpty', path: '$.dataFrom' }]],
    ['REST without dataFrom', { dataMode: '3' }, [{ code: 'column.restUrlEmpty', path: '$.dataFrom' }]],
    ['dialog without dataFrom', { dataMode: 1 }, [{ code: 'column.missing', path: '$.dataFrom' }]],
    ['dialog dataFrom that is not JSON', { dataMode: 1, dataFrom: 'userDialog' }, [{ code: 'column.badJson', path: '$.dataFrom' }]],
    ['dialog dataFrom without alias', { dataMode: 1, dataFrom: '{"name":"userDialog"}' }, [{ code: 'column.badShape', path: '$.dataFrom' }]],
    ['data template dataFrom that is a list', { dataMode: 4, dataFrom: '[{"alias":"r"}]' }, [{ code: 'column.badShape', path: '$.dataFrom' }]],
    ['data template dataFrom with a blank alias', { dataMode: '4', dataFrom: '{"alias":"  "}' }, [{ code: 'column.badShape', path: '$.dataFrom' }]],
    ['chart without dataParam', { colType: 1 }, [{ code: 'column.missing', path: '$.dataParam' }]],
    ['chart dataParam that is not JSON', { colType: 4, dataParam: '{chartType:2}' }, [{ code: 'column.badJson', path: '$.dataParam' }]],
    ['chart dataParam that is a list', { colType: 1, dataParam: '[]' }, [{ code: 'column.badShape', path: '$.dataParam' }]],
    ['chart dataParam without id', { colType: 1, dataParam: '{"chartType":2}' }, [{ code: 'column.badShape', path: '$.dataParam' }]],
    ['chart dataParam with a word for chartType', { colType: 1, dataParam: '{"chartType":"bar","id":"1"}' }, [{ code: 'column.badShape', path: '$.dataParam' }]],
    [
      'several problems at once',
      { dataMode: 1, dataFrom: '{', colType: 1, dataParam: '{}', templateHtml: '@@' },
      [
        { code: 'column.badShape', path: '$.dataParam' },
        { code: 'column.badJson', path: '$.dataFrom' },
        { code: 'column.badTemplate', path: '$.templateHtml' },
      ],
    ],
  ];

  it.each(cases)('%s', (_, fields, expected) => {
    const issues = issuesOf(column(fields));
    expect(issues.map(({ code, path }) => ({ code, path }))).toEqual(expected);
    for (const issue of issues) {
      expect(issue.kind).toBe('column');
      expect(issue.alias).toBe('homeNews');
      expect(issue.expected).not.toBe('');
      expect(issue.message).toContain('栏目“homeNews”');
      expect(issue.message).toContain(issue.path);
      expect(issue.message).toContain(issue.expected);
    }
  });

  it('says in English what was expected', () => {
    expect(issuesOf(column({ dataMode: 1, dataFrom: '{"name":"x"}' }), 'en-US')[0].message).toBe(
      '$.dataFrom of the column "homeNews" has the wrong shape (no alias); expected a JSON object {"alias": alias}',
    );
    expect(issuesOf(column({ templateHtml: '%%' }), 'en-US')[0].message).toBe(
      'The template of the column "homeNews" cannot be decoded: at $.templateHtml, expected Base64-encoded UTF-8 text',
    );
    expect(issuesOf(column({ dataMode: 3, dataParam: '[1]', dataFrom: '/x' }), 'en-US')[0].message).toContain('item 0 has no parameter name (name)');
  });
});

describe('moreUrlOf (colUrl)', () => {
  it.each([
    ['/newsList/0', '/newsList/0?from=home'],
    ['  /flow/todo  ', '/flow/todo?from=home'],
    ['/newsList/1?type=a', '/newsList/1?type=a&from=home'],
    ['/newsList/1?', '/newsList/1?from=home'],
    ['/news#latest', '/news?from=home#latest'],
    ['/news?from=home', '/news?from=home'],
    ['/javascript:alert(1)', '/javascript:alert(1)?from=home'],
  ])('keeps the in-app path %j as %j', (colUrl, expected) => {
    expect(moreUrlOf(colUrl)).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['/\t/evil.example'],
    ['/x\n/y'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['https://other.example/news'],
    ['http:/news'],
    ['data:text/html,<script>alert(1)</script>'],
    ['news/list'],
    ['?from=home'],
    [''],
    [null],
    [undefined],
  ])('drops %j', (colUrl) => {
    expect(moreUrlOf(colUrl)).toBeUndefined();
    expect(adaptColumn(column({ colUrl }), 'zh-CN')).not.toHaveProperty('moreUrl');
  });
});

describe('columnKind in an engine', () => {
  const engine = createEngine({ kinds: [columnKind] });

  it('prepares a column as getByAlias answers it', () => {
    const definition = {
      id: '1', name: '待办事项', alias: 'homeTodo', colType: 0, dataMode: 3, dataFrom: '${bpmRunTime}/runtime/task/v1/getTodoList', requestType: 'POST', needPage: 1,
      dataParam: '[{"name":"account","value":"\\"${curUserAccount}\\""}]', colHeight: '360', colUrl: '/flow/todo', templateHtml: base64('<home-todo :data="data"></home-todo>'),
      isPublic: 0, supportRefesh: '1', refeshTime: '120', displayRights: true, tenantId: '-1', extraServerField: 'kept',
    };
    const prepared = engine.prepare<ColumnModel>('column', definition);
    expect(prepared).toEqual({
      ok: true,
      kind: 'column',
      issues: [],
      model: {
        alias: 'homeTodo', name: '待办事项', displayRights: true, height: 360, moreUrl: '/flow/todo?from=home', refreshSeconds: 120,
        data: { mode: 'rest', url: '${bpmRunTime}/runtime/task/v1/getTodoList', method: 'POST', needPage: true, params: [{ name: 'account', value: '"${curUserAccount}"' }] },
        template: { kind: 'html', html: '<home-todo :data="data"></home-todo>' },
      },
    });
  });

  it('reports schema problems and the adapter\'s problems alike', () => {
    const invalid = engine.prepare('column', { alias: 'bad alias!', dataParam: 'x' });
    expect(invalid.ok ? [] : invalid.errors.map((error) => error.path).sort()).toEqual(['$.alias', '$.dataParam', '$.name']);
    const broken = engine.prepare('column', column({ dataMode: 4, dataFrom: '{}' }), { locale: 'en-US' });
    expect(broken.ok ? [] : broken.errors.map((error) => [error.code, error.path])).toEqual([['column.badShape', '$.dataFrom']]);
  });
});
