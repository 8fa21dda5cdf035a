// The budget cost of the formula BUDGETCOST (03-portal §7 Formula): GET ${form}/form/workHour/v1/calcBudgetCost.
import { request } from './http';
import type { CommonResult } from './types';

/** Budgeted hours × the rank's hourly cost; rejects with the server's message (the formula then reports an error). */
export async function calcBudgetCost(rank: unknown, budget: unknown): Promise<number> {
  const answer = await request<CommonResult<number>>({
    url: '${form}/form/workHour/v1/calcBudgetCost',
    params: { rank: String(rank ?? ''), budget: String(budget ?? '') },
    quiet: true, // the form shows formula errors itself
    allowDuplicate: true,
  });
  const value = answer.ok ? Number(answer.data?.value) : Number.NaN;
  if (!Number.isFinite(value)) throw new Error(answer.message ?? 'calcBudgetCost failed');
  return value;
}
