// Renders a FormModel with the Semi theme for rjsf: ajv for the data schema, the compiled rules through
// customValidate, formulas recomputed only for the fields a change reaches (model.formulaGraph), and the red
// error hint before submit. Validation runs on submit, then on blur once a submit has failed — never per keystroke.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { formatMessage as formatFormulaMessage } from '../../formula';
import type { Locale } from '../../messages';
import { createErrorTransformer, SemiForm, type SemiFormContext } from '../../rjsf-semi';
import { toTemplatePath, type FormModel } from './adapter';
import { validateFormData, type FormErrorSchema } from './customValidate';

type FormData = Record<string, unknown>;

export interface FormRendererProps {
  model: FormModel;
  /** `{ <boAlias>: { … } }`; default: the model's blank data. */
  data?: FormData;
  locale: Locale;
  formContext?: SemiFormContext;
  /** Called with valid data only. */
  onSubmit?: (data: FormData) => void;
  readOnly?: boolean;
}

export interface FormulaProblem {
  readonly label: string;
  readonly message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/** A copy of `target` with `value` at `segments`, sharing every untouched branch. */
function withValueAt(target: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments;
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, value);
    return copy;
  }
  const record = isRecord(target) ? target : {};
  return { ...record, [head]: withValueAt(record[head], rest, value) };
}

/** Concrete paths of a template path: one per row of every table on the way ('bo.sub_items.price' → 'bo.sub_items.0.price', …). */
function concretePaths(data: unknown, segments: readonly string[], done: string[] = []): { segments: string[]; inRow: boolean }[] {
  if (segments.length === 1) return [{ segments: [...done, segments[0]], inRow: false }];
  const [head, ...rest] = segments;
  const next = isRecord(data) ? data[head] : undefined;
  if (done.length > 0 && head.startsWith('sub_')) {
    if (!Array.isArray(next)) return [];
    return next.flatMap((row, index) => {
      const inner = concretePaths(row, rest, [...done, head, String(index)]);
      return rest.length === 1 ? inner.map((entry) => ({ ...entry, inRow: true })) : inner;
    });
  }
  return concretePaths(next, rest, [...done, head]);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function readAt(data: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((value, segment) => (isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined), data);
}

/**
 * Recomputes the formulas that depend on `changed` (template paths), in topological order, each seeing the
 * results before it. Main formulas get `{ data }`, row formulas `{ data, item: row }` per row.
 */
export function recomputeFormulas(
  model: FormModel,
  data: FormData,
  changed: readonly string[],
  locale: Locale,
): { data: FormData; problems: FormulaProblem[]; recomputed: boolean } {
  let current: FormData = data;
  const problems: FormulaProblem[] = [];
  const dependents = changed.length > 0 ? model.formulaGraph.dependentsOf(changed) : [];
  for (const path of dependents) {
    const field = model.fieldsByPath.get(path);
    const formula = field?.formula;
    if (!field || !formula) continue;
    for (const target of concretePaths(current, path.split('.').slice(1))) {
      if (field.formulaMode === 'default' && !isEmpty(readAt(current, target.segments))) continue;
      // The row as it is now: earlier formulas may have written into it.
      const result = formula.evaluate(target.inRow ? { data: current, item: readAt(current, target.segments.slice(0, -1)) } : { data: current });
      if (result.ok) current = withValueAt(current, target.segments, result.value) as FormData;
      else problems.push({ label: field.label, message: formatFormulaMessage(result.error.code, result.error.params, locale) });
    }
  }
  return { data: current, problems, recomputed: dependents.length > 0 };
}

/** Copies the pure validation's errors into rjsf's FormValidation (creating nodes rjsf did not make for missing data). */
function addErrors(target: Record<string, unknown>, errors: FormErrorSchema): void {
  for (const [key, child] of Object.entries(errors)) {
    if (key === '__errors') {
      const messages = child as string[];
      const addError = target.addError;
      if (typeof addError === 'function') messages.forEach((message) => (addError as (text: string) => void).call(target, message));
      else target.__errors = [...((target.__errors as string[] | undefined) ?? []), ...messages];
      continue;
    }
    const node = isRecord(target[key]) ? (target[key] as Record<string, unknown>) : (target[key] = {});
    addErrors(node as Record<string, unknown>, child as FormErrorSchema);
  }
}

const allFieldPaths = (model: FormModel) => model.fields.map((field) => field.path);

export function FormRenderer({ model, data, locale, formContext, onSubmit, readOnly = false }: FormRendererProps) {
  // Formulas start from the given data: everything computable is computed once (blank dates give '' without error).
  const [initial] = useState(() => recomputeFormulas(model, data ?? (model.initialData as FormData), allFieldPaths(model), locale));
  const [formData, setFormData] = useState<FormData>(initial.data);
  const [problems, setProblems] = useState<FormulaProblem[]>(initial.problems);
  const [submitFailed, setSubmitFailed] = useState(false);
  const latest = useRef(formData);

  const handleChange = useCallback(
    (event: IChangeEvent<FormData>) => {
      const next = event.formData ?? {};
      const changed = [...new Set(changedPaths(latest.current, next).map(toTemplatePath))];
      const outcome = recomputeFormulas(model, next, changed, locale);
      latest.current = outcome.data;
      setFormData(outcome.data);
      if (outcome.recomputed) setProblems(outcome.problems);
    },
    [model, locale],
  );

  const customValidate = useCallback(
    (values: FormData | undefined, errors: FormValidation<FormData>) => {
      addErrors(errors as unknown as Record<string, unknown>, validateFormData(model, values).errorSchema);
      return errors;
    },
    [model],
  );

  const handleSubmit = useCallback(
    (event: IChangeEvent<FormData>) => {
      setSubmitFailed(false);
      onSubmit?.(event.formData ?? {});
    },
    [onSubmit],
  );
  const handleError = useCallback(() => setSubmitFailed(true), []);

  const transformErrors = useMemo(() => createErrorTransformer(locale), [locale]);
  const context = useMemo<SemiFormContext>(() => ({ ...formContext, locale }), [formContext, locale]);
  const uiSchema = useMemo<UiSchema>(
    () => (readOnly ? { ...model.uiSchema, 'ui:submitButtonOptions': { norender: true } } : model.uiSchema) as UiSchema,
    [model.uiSchema, readOnly],
  );

  return (
    <div className="fd-form">
      {problems.length > 0 ? (
        <div role="alert" className="fd-rjsf-error-hint fd-form-formula-alert">
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{`${problem.label}: ${problem.message}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <SemiForm
        schema={model.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        formContext={context}
        customValidate={customValidate}
        transformErrors={transformErrors}
        liveValidate={submitFailed ? 'onBlur' : false}
        showErrorList="top"
        noHtml5Validate
        focusOnFirstError
        readonly={readOnly}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onError={handleError}
      />
    </div>
  );
}
