// Pure: what the chart sends. Spec 03-portal §5: only conditions with a value — typed, else the default —
// are sent, and date ranges use BETWEEN (the shared list blocks turn values into querys). The chart loads
// one page of up to rowLimit rows; the data tab pages through the same conditions (10, 20, 50 or 100 rows,
// 10 by default).
import { isBlankValue, toQueryFields, type ConditionValues, type ListQueryField } from '../../list/conditions';
import type { ChartCondition, ChartModel } from './adapter';
import type { ChartQueryFilter } from './source';

export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;

/** The conditions the form shows: every one but the fixed ones. */
export const shownConditions = (model: ChartModel): ChartCondition[] => model.conditions.filter((condition) => !condition.fixed);

/** The value each condition is sent with: what was typed, else its default; fixed ones always their default. */
export function effectiveValues(conditions: readonly ChartCondition[], typed: ConditionValues): ConditionValues {
  const values: Record<string, ConditionValues[string]> = {};
  for (const condition of conditions) {
    const own = condition.fixed ? undefined : typed[condition.field];
    values[condition.field] = isBlankValue(own) ? condition.defaultValue : own;
  }
  return values;
}

export function conditionQuerys(conditions: readonly ChartCondition[], typed: ConditionValues): ListQueryField[] {
  return toQueryFields(conditions, effectiveValues(conditions, typed));
}

function filterOf(model: ChartModel, querys: readonly ListQueryField[], page: number, pageSize: number): ChartQueryFilter {
  return {
    pageBean: { page, pageSize, showTotal: true },
    querys: querys.map((query) => ({ ...query, value: typeof query.value === 'string' ? query.value : [...query.value] })),
    sorter: model.sorter.map((sort) => ({ ...sort })),
  };
}

/** The chart's load: the first rowLimit rows. */
export function chartFilter(model: ChartModel, querys: readonly ListQueryField[]): ChartQueryFilter {
  return filterOf(model, querys, 1, model.rowLimit);
}

/** One page of the data tab. */
export function tableFilter(model: ChartModel, querys: readonly ListQueryField[], page: number, pageSize: number): ChartQueryFilter {
  return filterOf(model, querys, Math.max(1, Math.trunc(page)), pageSize);
}
