// Compiled rules → rjsf extra errors. Pure (no React, no rjsf at run time), so the server can run the same
// checks on submitted data: main fields and every sub-table row, r and n fields (and rows) skipped.
import type { CompiledRules, ValidationContext } from '../../rules';
import { splitKeys } from '../../rjsf-semi/valueShapes';
import type { FormModel } from './adapter';

/** rjsf's ErrorSchema shape: `__errors` per node, children by property name or row index. */
export interface FormErrorSchema {
  __errors?: string[];
  [key: string]: FormErrorSchema | string[] | undefined;
}

export interface FormFieldError {
  /** Concrete data path, e.g. 'data.expense.sub_items.1.price'. */
  readonly path: string;
  readonly label: string;
  readonly message: string;
}

export interface FormValidationResult {
  readonly errorSchema: FormErrorSchema;
  readonly errors: readonly FormFieldError[];
}

export type ValidatableModel = Pick<FormModel, 'fields' | 'permissionAt' | 'rulesAt'>;

type Row = Record<string, unknown>;

function asRow(value: unknown): Row | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : undefined;
}

function addError(schema: FormErrorSchema, segments: readonly string[], message: string): void {
  let node = schema;
  for (const segment of segments) {
    const child = node[segment];
    node = (child && !Array.isArray(child) ? child : (node[segment] = {})) as FormErrorSchema;
  }
  (node.__errors ??= []).push(message);
}

/** One value a field's rules must check: where it is, whose label, with which rules and context. */
interface CheckedValue {
  readonly segments: readonly string[];
  readonly label: string;
  readonly rules: CompiledRules;
  readonly value: unknown;
  readonly context: ValidationContext;
}

/**
 * Every value the rules check in `formData` (`{ <boAlias>: { … } }`): writable main fields, and sub-table
 * fields in every row with that row's permission (per-row overrides, read-only rows).
 */
/** What a field's rules check: a checkbox's comma-joined keys as the list of keys (length:1,3 counts choices). */
function ruleValue(field: ValidatableModel['fields'][number], value: unknown): unknown {
  return field.control === 'checkbox' && typeof value === 'string' ? splitKeys(value) : value;
}

function checkedValues(model: ValidatableModel, formData: unknown): CheckedValue[] {
  const values = asRow(formData) ?? {};
  const found: CheckedValue[] = [];
  for (const field of model.fields) {
    // 'data.bo.sub_a.sub_b.x' → ['bo', 'sub_a', 'sub_b', 'x']; every 'sub_' segment before the last holds rows.
    const segments = field.path.split('.').slice(1);
    if (!field.table) {
      if (!field.writable) continue;
      const owner = asRow(values[segments[0]]);
      found.push({ segments, label: field.label, rules: field.rules, value: ruleValue(field, owner?.[field.name]), context: { values } });
      continue;
    }
    const visit = (container: Row | undefined, depth: number, done: string[], rowIndexes: number[]): void => {
      const segment = segments[depth];
      if (depth === segments.length - 1) {
        const [parentRow, row] = rowIndexes.length > 1 ? [rowIndexes[rowIndexes.length - 2], rowIndexes[rowIndexes.length - 1]] : [undefined, rowIndexes[0]];
        const path = ['data', ...done, segment].join('.');
        const permission = model.permissionAt(path, row, parentRow);
        if (permission === 'r' || permission === 'n') return;
        const rules = model.rulesAt(path, row, parentRow);
        found.push({ segments: [...done, segment], label: field.label, rules, value: ruleValue(field, container?.[segment]), context: { values, row: container } });
        return;
      }
      const next = container?.[segment];
      if (depth > 0 && segment.startsWith('sub_')) {
        if (!Array.isArray(next)) return;
        next.forEach((row, index) => visit(asRow(row), depth + 1, [...done, segment, String(index)], [...rowIndexes, index]));
        return;
      }
      visit(asRow(next), depth + 1, [...done, segment], rowIndexes);
    };
    visit(values, 0, [], []);
  }
  return found;
}

function collect(entries: readonly { checked: CheckedValue; messages: readonly string[] }[]): FormValidationResult {
  const errorSchema: FormErrorSchema = {};
  const errors: FormFieldError[] = [];
  for (const { checked, messages } of entries) {
    for (const message of messages) {
      addError(errorSchema, checked.segments, message);
      errors.push({ path: `data.${checked.segments.join('.')}`, label: checked.label, message });
    }
  }
  return { errorSchema, errors };
}

/** Runs the synchronous rules of every checked value (r and n fields and rows skipped). */
export function validateFormData(model: ValidatableModel, formData: unknown): FormValidationResult {
  return collect(checkedValues(model, formData).map((checked) => ({ checked, messages: checked.rules.validateSync(checked.value, checked.context) })));
}

/**
 * Runs the server and script checks (backendValidate, isExist, frontJSValidate) of every checked value that
 * has them, all at once and without debounce: the last step before submit, after the synchronous rules passed.
 */
export async function validateFormDataAsync(model: ValidatableModel, formData: unknown): Promise<FormValidationResult> {
  // One compiled rule set serves every row of a table, and a new call supersedes its pending one: the rows
  // of one rule set go one after the other, different rule sets run in parallel.
  const byRules = new Map<CompiledRules, CheckedValue[]>();
  for (const checked of checkedValues(model, formData)) {
    if (checked.rules.hasAsyncRules) byRules.set(checked.rules, [...(byRules.get(checked.rules) ?? []), checked]);
  }
  const groups = await Promise.all(
    [...byRules.values()].map(async (group) => {
      const answered: { checked: CheckedValue; messages: readonly string[] }[] = [];
      for (const checked of group) answered.push({ checked, messages: await checked.rules.validate(checked.value, { ...checked.context, immediate: true }) });
      return answered;
    }),
  );
  return collect(groups.flat());
}
