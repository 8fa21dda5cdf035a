// The custom chart area (contract notes §2.10, docs/customChart.md): definitions in form_custom_chart, seeded
// from the replay fixtures fixtures/customChart/*.json (one source of truth), and their data from the
// business tables of the signed-in user's tenant.
//   GET  /form/customChart/v1/get/{id}              the definition (by id; Flowdesk also accepts the alias)
//   POST /form/customChart/v1/getListData?alias=<id> QueryFilter → PageList, UPPER-CASE keys; `alias` is the id
//   GET  /runtime/report/v1/getEchartsData?id=       the chart's default view as ECharts-style series
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { langOf, localized } from '../../lib/i18n';
import { pageInReaderLanguage } from '../business/englishValues';
import { queryFilterSchema, type QueryFilter } from '../../lib/queryFilter';
import type { CustomChartDefinition } from '../../../renderers/kinds/chart/definition';
import type { ServerArea } from '../index';
import { compileChart, queryChart } from './compile';
import { answering, ChartAreaError } from './messages';

export const CHART_FIXTURE_DIR = fileURLToPath(new URL('../../../fixtures/customChart/', import.meta.url));

/** Rows the default view of getEchartsData reads (the front's chart load reads the same at most). */
const ECHARTS_ROW_LIMIT = 1000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS form_custom_chart (
  id TEXT PRIMARY KEY, alias TEXT UNIQUE, definition TEXT NOT NULL
);
`;

export interface ChartFixture {
  /** File name without .json (the replay path /replay/customChart/<name>). */
  readonly name: string;
  readonly definition: CustomChartDefinition;
}

export function readChartFixtures(dir = CHART_FIXTURE_DIR): ChartFixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.json'.length), definition: JSON.parse(readFileSync(join(dir, file), 'utf8')) as CustomChartDefinition }));
}

function findChart(db: Db, idOrAlias: string, byAlias: boolean): CustomChartDefinition {
  const row = (byAlias
    ? db.prepare('SELECT definition FROM form_custom_chart WHERE id = ? OR alias = ? ORDER BY id = ? DESC LIMIT 1').get(idOrAlias, idOrAlias, idOrAlias)
    : db.prepare('SELECT definition FROM form_custom_chart WHERE id = ?').get(idOrAlias)) as { definition: string } | undefined;
  if (!row) throw new ChartAreaError(404, 'chartNotFound', { id: idOrAlias });
  return JSON.parse(row.definition) as CustomChartDefinition;
}

const STYLE_TYPES: Readonly<Record<number, string>> = { 1: 'line', 2: 'bar', 3: 'pie', 4: 'radar', 5: 'tree' };

const idQuery = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 100 } } } as const;

export const chartArea: ServerArea = {
  name: 'chart',
  schema: SCHEMA,
  seed(db) {
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM form_custom_chart').get() as { count: number };
    if (count > 0) return;
    const insert = db.prepare('INSERT INTO form_custom_chart (id, alias, definition) VALUES (?, ?, ?)');
    db.transaction(() => {
      for (const { definition } of readChartFixtures()) insert.run(String(definition.id), definition.alias || null, JSON.stringify(definition));
    })();
  },
  register(app: FastifyInstance, { db }) {
    app.get<{ Params: { id: string } }>('/form/customChart/v1/get/:id', async (request, reply) =>
      answering(request, reply, () => findChart(db, request.params.id, true)),
    );

    app.post<{ Body: QueryFilter; Querystring: { alias: string } }>(
      '/form/customChart/v1/getListData',
      { schema: { body: queryFilterSchema, querystring: { type: 'object', required: ['alias'], properties: { alias: { type: 'string', minLength: 1, maxLength: 100 } } } } },
      async (request, reply) =>
        answering(request, reply, () => {
          const auth = sessionOf(request);
          // Hotent's quirk, kept: the parameter is named alias but holds the chart's id.
          const chart = compileChart(findChart(db, request.query.alias, false));
          return pageInReaderLanguage(db, langOf(request), queryChart(db, chart, auth.tenantId, request.body));
        }),
    );

    app.get<{ Querystring: { id: string } }>('/runtime/report/v1/getEchartsData', { schema: { querystring: idQuery } }, async (request, reply) =>
      answering(request, reply, () => {
        const auth = sessionOf(request);
        const lang = langOf(request);
        const definition = findChart(db, request.query.id, true);
        const chart = compileChart(definition);
        const { rows, total } = pageInReaderLanguage(db, lang, queryChart(db, chart, auth.tenantId, { pageBean: { page: 1, pageSize: ECHARTS_ROW_LIMIT }, querys: [...chart.defaultQuerys] }));
        const categoryOf = (row: Record<string, unknown>) => String(row[chart.categoryKey] ?? '');
        const type = STYLE_TYPES[Number(definition.style)] ?? 'line';
        const series = chart.series.map((item) => ({
          field: item.field,
          name: localized(lang, item.comment, item.commentEn),
          type,
          data: type === 'pie' ? rows.map((row) => ({ name: categoryOf(row), value: row[item.key] ?? null })) : rows.map((row) => row[item.key] ?? null),
        }));
        return {
          id: String(definition.id),
          alias: definition.alias ?? '',
          title: localized(lang, definition.name, definition.nameEn),
          style: Number(definition.style),
          unit: localized(lang, definition.yaxisUnit ?? '', definition.yaxisUnitEn),
          legend: type === 'pie' ? rows.map(categoryOf) : series.map((item) => item.name),
          xAxis: rows.map(categoryOf),
          series,
          total,
        };
      }),
    );
  },
};
