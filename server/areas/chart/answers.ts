// The replay answers of the chart fixtures (fixtures/customChart/answers/<name>.json), taken from this server:
// for each line, bar and pie fixture, what the chart sends on its first load (its default conditions, page 1
// of rowLimit rows) answered for the caller. The hostile-labels fixture's categories get markup appended, to
// prove replay shows server text as text. Record them again after changing a fixture or the seed:
//   npx tsx server/areas/chart/answers.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { adaptChart } from '../../../renderers/kinds/chart/adapter';
import { chartFilter, conditionQuerys } from '../../../renderers/kinds/chart/query';
import type { ChartRow } from '../../../renderers/kinds/chart/source';
import { CHART_FIXTURE_DIR, readChartFixtures } from './index';

export const HOSTILE_FIXTURE = 'hostile-labels';
export const HOSTILE_SUFFIX = '<img src=x onerror="window.__chartXss=1">';

/** Fixture name → recorded rows, as this server answers them for the bearer token. */
export async function serverAnswers(app: FastifyInstance, token: string): Promise<Map<string, ChartRow[]>> {
  const answers = new Map<string, ChartRow[]>();
  for (const { name, definition } of readChartFixtures()) {
    const model = adaptChart(definition, 'zh-CN');
    if (model.kind === 'unsupported') continue;
    const response = await app.inject({
      method: 'POST',
      url: `/form/customChart/v1/getListData?alias=${encodeURIComponent(String(definition.id))}`,
      headers: { authorization: `Bearer ${token}` },
      payload: chartFilter(model, conditionQuerys(model.conditions, {})),
    });
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    const { rows } = response.json() as { rows: ChartRow[] };
    answers.set(name, name === HOSTILE_FIXTURE ? rows.map((row, index) => (index % 2 === 0 ? { ...row, REGION: `${String(row.REGION)}${HOSTILE_SUFFIX}` } : row)) : rows);
  }
  return answers;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { buildApp } = await import('../../app');
  const app = await buildApp({ dbPath: ':memory:', distDir: '/nonexistent/flowdesk-dist', jwtSecret: 'record-chart-answers' });
  try {
    const login = await app.inject({ method: 'POST', url: '/auth', payload: { username: 'admin', password: Buffer.from('admin123').toString('base64') } });
    for (const [name, rows] of await serverAnswers(app, (login.json() as { token: string }).token)) {
      writeFileSync(join(CHART_FIXTURE_DIR, 'answers', `${name}.json`), `${JSON.stringify({ rows }, null, 2)}\n`);
      console.log(`${name}: ${rows.length} rows`);
    }
  } finally {
    await app.close();
  }
}
