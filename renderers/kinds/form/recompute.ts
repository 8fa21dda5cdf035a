// Formula recomputation over form data, without React: the form renderer runs it as values change, and the
// server runs it over submitted data (so a derived value such as a leave's day count cannot be forged).
import { formatMessage as formatFormulaMessage, type FormulaResult } from '../../formula';
import type { Locale } from '../../messages';
import type { FormModel } from './adapter';
import { concretePaths, isRecord, readAt, withValueAt } from './dataPaths';
import type { FormulaProblem } from './formulaNotices';

type FormData = Record<string, unknown>;

/** Every field's template path: recomputing "after all of them changed" computes every formula. */
export const allFieldPaths = (model: FormModel) => model.fields.map((field) => field.path);

/** Data paths ('data.bo.sub_items.0.price') whose value differs; a table whose row count changed is listed itself. */
export function changedPaths(before: unknown, after: unknown, path = 'data', found: string[] = []): string[] {
  if (Object.is(before, after)) return found;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) found.push(path);
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) changedPaths(before[index], after[index], `${path}.${index}`, found);
    return found;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) changedPaths(before[key], after[key], `${path}.${key}`, found);
    return found;
  }
  found.push(path);
  return found;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A formula calling an application function (e.g. BUDGETCOST on the server): evaluated after the synchronous pass. */
export interface PendingFormula {
  /** Template path of the field. */
  readonly path: string;
  /** Data segments of the concrete value to write (without 'data'). */
  readonly segments: readonly string[];
  readonly label: string;
  run(): Promise<FormulaResult>;
}

/**
 * Recomputes the formulas that depend on `changed` (template paths), in topological order, each seeing the
 * results before it. Main formulas get `{ data }`, row formulas `{ data, item: row }` per row. Formulas that
 * call application functions are returned as `pending` (their scope as it is now) instead of being evaluated.
 */
export function recomputeFormulas(
  model: FormModel,
  data: FormData,
  changed: readonly string[],
  locale: Locale,
): { data: FormData; problems: FormulaProblem[]; recomputed: boolean; pending: PendingFormula[] } {
  let current: FormData = data;
  const problems: FormulaProblem[] = [];
  const pending: PendingFormula[] = [];
  const dependents = changed.length > 0 ? model.formulaGraph.dependentsOf(changed) : [];
  for (const path of dependents) {
    const field = model.fieldsByPath.get(path);
    const formula = field?.formula;
    if (!field || !formula) continue;
    for (const target of concretePaths(current, path.split('.').slice(1))) {
      if (field.formulaMode === 'default' && !isEmpty(readAt(current, target.segments))) continue;
      // The row as it is now: earlier formulas may have written into it.
      const scope = target.inRow ? { data: current, item: readAt(current, target.segments.slice(0, -1)) } : { data: current };
      if (formula.callsExtensions) {
        pending.push({ path, segments: target.segments, label: field.label, run: () => formula.evaluateAsync(scope) });
        continue;
      }
      const result = formula.evaluate(scope);
      if (result.ok) current = withValueAt(current, target.segments, result.value) as FormData;
      else problems.push({ label: field.label, message: formatFormulaMessage(result.error.code, result.error.params, locale) });
    }
  }
  return { data: current, problems, recomputed: dependents.length > 0, pending };
}
