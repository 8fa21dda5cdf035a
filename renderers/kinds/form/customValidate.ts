// Compiled rules → rjsf extra errors. Pure (no React, no rjsf at run time), so the server can run the same
// checks on submitted data: main fields and every sub-table row, r and n fields (and rows) skipped.
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

/**
 * Runs each writable field's synchronous rules over `formData` (`{ <boAlias>: { … } }`).
 * Sub-table fields are checked in every row with that row's permission (per-row overrides, read-only rows).
 */
export function validateFormData(model: ValidatableModel, formData: unknown): FormValidationResult {
  const values = asRow(formData) ?? {};
  const errorSchema: FormErrorSchema = {};
  const errors: FormFieldError[] = [];
  const report = (segments: readonly string[], label: string, messages: readonly string[]) => {
    for (const message of messages) {
      addError(errorSchema, segments, message);
      errors.push({ path: `data.${segments.join('.')}`, label, message });
    }
  };

  for (const field of model.fields) {
    // 'data.bo.sub_a.sub_b.x' → ['bo', 'sub_a', 'sub_b', 'x']; every 'sub_' segment before the last holds rows.
    const segments = field.path.split('.').slice(1);
    if (!field.table) {
      if (!field.writable) continue;
      const owner = asRow(values[segments[0]]);
      report(segments, field.label, field.rules.validateSync(owner?.[field.name], { values }));
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
        report([...done, segment], field.label, rules.validateSync(container?.[segment], { values, row: container }));
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
  return { errorSchema, errors };
}
