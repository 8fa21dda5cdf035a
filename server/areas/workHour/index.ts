// Labour cost rates per rank, and the budget-cost call of the formula BUDGETCOST (03-portal §7 Formula):
// GET /form/workHour/v1/calcBudgetCost?rank=&budget= → CommonResult, value = budgeted hours × the rank's
// hourly cost, rounded to cents. Rates are per tenant; the demo tenants get the same table.
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { ServerArea } from '../index';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rank_costs (
  tenant_id TEXT NOT NULL, rank TEXT NOT NULL, hourly_cost REAL NOT NULL, PRIMARY KEY (tenant_id, rank)
);`;

/** Yuan per hour: technical T1–T8, finance F1–F6, management M1–M3 (the ranks of the seeded users). */
export const RANK_HOURLY_COSTS: Readonly<Record<string, number>> = {
  T1: 80, T2: 100, T3: 130, T4: 160, T5: 200, T6: 250, T7: 320, T8: 400,
  F1: 90, F2: 110, F3: 140, F4: 170, F5: 210, F6: 260,
  M1: 300, M2: 380, M3: 480,
};

function seed(db: Db): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM rank_costs').get() as { count: number };
  if (count > 0) return;
  const insert = db.prepare('INSERT INTO rank_costs (tenant_id, rank, hourly_cost) VALUES (?, ?, ?)');
  const tenants = db.prepare('SELECT id FROM tenants').all() as { id: string }[];
  db.transaction(() => {
    for (const { id } of tenants) for (const [rank, cost] of Object.entries(RANK_HOURLY_COSTS)) insert.run(id, rank, cost);
  })();
}

export const workHourArea: ServerArea = {
  name: 'workHour',
  schema: SCHEMA,
  seed,
  register(app, { db }) {
    const rateOf = db.prepare('SELECT hourly_cost AS cost FROM rank_costs WHERE tenant_id = ? AND rank = ?');
    app.get<{ Querystring: { rank: string; budget: string } }>(
      '/form/workHour/v1/calcBudgetCost',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['rank', 'budget'],
            properties: { rank: { type: 'string', maxLength: 20 }, budget: { type: 'string', maxLength: 30 } },
          },
        },
      },
      async (request) => {
        const { rank, budget } = request.query;
        const hours = Number(budget);
        if (budget.trim() === '' || !Number.isFinite(hours) || hours < 0) throw badRequest('budgetHoursInvalid');
        const rate = rateOf.get(sessionOf(request).tenantId, rank.trim()) as { cost: number } | undefined;
        if (!rate) return { state: false, message: t(request, 'budgetRankUnknown', { rank: rank.trim() }) };
        return { state: true, message: t(request, 'operationSuccess'), value: Math.round(hours * rate.cost * 100) / 100 };
      },
    );
  },
};
