// Renders a FormModel with the Semi theme for rjsf: ajv for the data schema, the compiled rules through
// customValidate, formulas recomputed only for the fields a change reaches (model.formulaGraph), and the red
// error hint before submit; formula failures are notifications (formulaNotices.ts). Validation runs on submit,
// then on blur once a submit has failed — never per keystroke.
// Linkage rules change permissions while values change (re-validated 100 ms later once errors are shown);
// server and script checks run after the synchronous rules pass on submit, their errors shown like any other.
// Until rjsf's code is in (SemiFormView.tsx, loaded on demand), the form paints its first screen (FirstScreen.tsx).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, FormValidation, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { formatMessage as formatFormulaMessage } from '../../formula';
import type { Locale } from '../../messages';
import type { SemiFormContext } from '../../rjsf-semi/context';
import { preloadAllWidgets, preloadWidgets } from '../../rjsf-semi/widgets/lazyWidgets';
import { afterNextPaint } from '../../core/afterNextPaint';
import { lazyComponent } from '../../core/lazyComponent';
import { toTemplatePath, type FormModel } from './adapter';
import { validateFormData, validateFormDataAsync, type FormErrorSchema } from './customValidate';
import { FirstScreen, type FocusHandover } from './FirstScreen';
import { useFormulaNotices, type FormulaProblem } from './formulaNotices';
import type { FormViewProps } from './SemiFormView';
import { linkageOverlay, overlaySignature } from './linkage';
import { isRecord, readAt, withValueAt } from './dataPaths';
import { decodeFamilyValues, encodeFamilyValues } from './familyValues';
import { allFieldPaths, changedPaths, recomputeFormulas, type PendingFormula } from './recompute';
import { useAfterPointerRelease } from './afterPointerRelease';
import { useServiceDefaults } from './serviceDefaults';

type FormData = Record<string, unknown>;

export interface FormRendererProps {
  model: FormModel;
  /** `{ <boAlias>: { … } }`; default: the model's blank data. */
  data?: FormData;
  locale: Locale;
  formContext?: SemiFormContext;
  /** Called with valid data only, in the family's value shapes (familyValues.ts). */
  onSubmit?: (data: FormData) => void;
  /**
   * Called after each edit with the whole data, unvalidated, in the family's value shapes (what `data` takes
   * back): a host keeps unsaved input with it, and gives it back as `data` to a new form.
   */
  onChange?: (data: FormData) => void;
  readOnly?: boolean;
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


/** After a linkage change, errors are re-checked this much later (the spec's delayed linkage validation). */
export const LINKAGE_VALIDATION_DELAY_MS = 100;

/** The async errors without those at the changed concrete paths (an edited field's old answer no longer holds); undefined when none is left. */
function withoutPaths(errors: FormErrorSchema, paths: readonly string[]): FormErrorSchema | undefined {
  const changed = new Set(paths.map((path) => path.split('.').slice(1).join('.')));
  const prune = (node: FormErrorSchema, at: string): FormErrorSchema | undefined => {
    if (changed.has(at)) return undefined;
    const kept: FormErrorSchema = {};
    for (const [key, child] of Object.entries(node)) {
      if (key === '__errors') {
        if (Array.isArray(child) && child.length > 0) kept.__errors = child;
        continue;
      }
      const next = child && !Array.isArray(child) ? prune(child, at ? `${at}.${key}` : key) : undefined;
      if (next) kept[key] = next;
    }
    return Object.keys(kept).length > 0 ? kept : undefined;
  };
  return prune(errors, '');
}

/** rjsf and the theme load on demand; until they are in, the form shows its first screen. */
const FormView = lazyComponent<FormViewProps>('SemiFormView', () => import('./SemiFormView').then((module) => module.SemiFormView), (props) => <FirstScreen {...props} />);

/** Loads the form's rjsf code and every widget (tests that render forms synchronously; printing). */
export function preloadForms(): Promise<void> {
  return Promise.all([FormView.preload(), preloadAllWidgets()]).then(() => undefined);
}

/** Starts loading the form's rjsf code (the form kind's preview asks for it once it has painted). */
export const loadFormCode = (): Promise<void> => FormView.preload();

export function FormRenderer({ model, data, locale, formContext, onSubmit, onChange, readOnly = false }: FormRendererProps) {
  // The first paint shows the first screen; rjsf and the heavy widgets this form names start loading right
  // after it (their requests and stylesheets would otherwise hold that paint up). A failed load shows where
  // the widget renders, through the engine's error boundary.
  const [full, setFull] = useState(() => FormView.isLoaded());
  useEffect(() => {
    void preloadWidgets(model.uiSchema).catch(() => undefined);
    if (full) return undefined;
    return afterNextPaint(() => setFull(true));
  }, [full, model.uiSchema]);
  // Formulas start from the given data: everything computable is computed once (blank dates give '' without error).
  const [initial] = useState(() => recomputeFormulas(model, decodeFamilyValues(model, data ?? (model.initialData as FormData)), allFieldPaths(model), locale));
  const [formData, setFormData] = useState<FormData>(initial.data);
  const [problems, setProblems] = useState<FormulaProblem[]>(initial.problems);
  useFormulaNotices(problems, locale);
  // Application-function formulas in flight, by concrete path: only the newest run of a path may write.
  const formulaRuns = useRef(new Map<string, number>());
  const [submitFailed, setSubmitFailed] = useState(false);
  const [asyncErrors, setAsyncErrors] = useState<FormErrorSchema | undefined>(undefined);
  const checking = useRef(false);
  // the host's listener of the moment, without making every edit handler depend on it
  const changeListener = useRef(onChange);
  changeListener.current = onChange;
  const latest = useRef(formData);
  const edits = useRef(0);
  const formRef = useRef<Form<FormData>>(null);
  const handover = useRef<FocusHandover | null>(null);
  const afterPointerRelease = useAfterPointerRelease();
  // A submit focuses the first failed field; a re-check while the user works elsewhere (leaving a field, a
  // linkage change) must not pull the focus away.
  const recheckingQuietly = useRef(false);
  const recheck = useCallback(() => {
    recheckingQuietly.current = true;
    try {
      formRef.current?.validateForm();
    } finally {
      recheckingQuietly.current = false;
    }
  }, []);
  const focusFirstError = useCallback((error: RJSFValidationError) => {
    if (!recheckingQuietly.current) formRef.current?.focusOnError(error);
  }, []);
  // Once a submit failed, leaving a field re-checks the form (rjsf's own onBlur validation would run while
  // the pointer that caused the blur is still down, moving the page under it).
  const handleBlur = useCallback(() => {
    if (submitFailed) afterPointerRelease(recheck);
  }, [submitFailed, afterPointerRelease, recheck]);

  // Linkage: the permissions the current values impose; the derived model changes only when they do.
  const overlay = linkageOverlay(model.fields, model.fieldsByPath, formData);
  const signature = overlaySignature(overlay);
  const overlayRef = useRef(overlay);
  overlayRef.current = overlay;
  const effective = useMemo(() => model.withPermissions(overlayRef.current), [model, signature]);
  const linkedOnce = useRef(false);
  useEffect(() => {
    if (!linkedOnce.current) {
      linkedOnce.current = true;
      return undefined;
    }
    if (!submitFailed) return undefined;
    const timer = setTimeout(recheck, LINKAGE_VALIDATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signature, submitFailed, recheck]);

  const runPending = useCallback(
    function run(pending: readonly PendingFormula[]): void {
      for (const item of pending) {
        const key = item.segments.join('.');
        const id = (formulaRuns.current.get(key) ?? 0) + 1;
        formulaRuns.current.set(key, id);
        void item.run().then((result) => {
          if (formulaRuns.current.get(key) !== id) return; // a newer value is being computed
          formulaRuns.current.delete(key);
          const others = (list: FormulaProblem[]) => list.filter((problem) => problem.label !== item.label);
          if (!result.ok) {
            const message = formatFormulaMessage(result.error.code, result.error.params, locale);
            setProblems((list) => [...others(list), { label: item.label, message }]);
            return;
          }
          const outcome = recomputeFormulas(model, withValueAt(latest.current, item.segments, result.value) as FormData, [item.path], locale);
          latest.current = outcome.data;
          setFormData(outcome.data);
          setProblems((list) => [...others(list), ...outcome.problems]);
          run(outcome.pending);
        });
      }
    },
    [model, locale],
  );
  useEffect(() => runPending(initial.pending), [initial, runPending]);

  const handleChange = useCallback(
    (event: IChangeEvent<FormData>) => {
      const next = event.formData ?? {};
      const changedConcrete = changedPaths(latest.current, next);
      const changed = [...new Set(changedConcrete.map(toTemplatePath))];
      const outcome = recomputeFormulas(model, next, changed, locale);
      latest.current = outcome.data;
      edits.current += 1;
      setFormData(outcome.data);
      changeListener.current?.(encodeFamilyValues(model, outcome.data));
      if (outcome.recomputed) setProblems(outcome.problems);
      runPending(outcome.pending);
      setAsyncErrors((errors) => (errors ? withoutPaths(errors, changedConcrete) : errors));
    },
    [model, locale, runPending],
  );

  const customValidate = useCallback(
    (values: FormData | undefined, errors: FormValidation<FormData>) => {
      addErrors(errors as unknown as Record<string, unknown>, validateFormData(effective, values).errorSchema);
      return errors;
    },
    [effective],
  );

  const handleSubmit = useCallback(
    (event: IChangeEvent<FormData>) => {
      const submitted = event.formData ?? {};
      if (checking.current) return;
      if (!effective.fields.some((field) => field.rules.hasAsyncRules)) {
        setSubmitFailed(false);
        onSubmit?.(encodeFamilyValues(model, submitted));
        return;
      }
      // The synchronous rules passed; the server and script checks have the last word.
      checking.current = true;
      const editsAtSubmit = edits.current;
      void validateFormDataAsync(effective, submitted).then((outcome) => {
        checking.current = false;
        if (edits.current !== editsAtSubmit) return; // edited while checking: the user submits again
        if (outcome.errors.length > 0) {
          setSubmitFailed(true);
          setAsyncErrors(outcome.errorSchema);
          return;
        }
        setSubmitFailed(false);
        setAsyncErrors(undefined);
        onSubmit?.(encodeFamilyValues(model, submitted));
      });
    },
    [model, effective, onSubmit],
  );
  const handleError = useCallback(() => setSubmitFailed(true), []);
  const editField = useCallback(
    (segments: readonly string[], value: string) => handleChange({ formData: withValueAt(latest.current, segments, value) as FormData } as IChangeEvent<FormData>),
    [handleChange],
  );

  // A blank number or boolean field holds '' (the data shape of contract notes §3.1): emptiness is the rules'
  // business (required), not a type error of the schema. (The view localizes what is left.)
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors.filter((error) => !(error.name === 'type' && readAt(latest.current, (error.property ?? '').replace(/^\./, '').split('.')) === '')),
    [],
  );
  const isEmptyAt = useCallback((segments: readonly string[]) => {
    const value = readAt(latest.current, segments);
    return value === undefined || value === null || value === '';
  }, []);
  const fieldNotices = useServiceDefaults(model, formContext?.dataServices, locale, isEmptyAt, editField, !readOnly);
  const context = useMemo<SemiFormContext>(() => ({ ...formContext, locale, fieldNotices }), [formContext, locale, fieldNotices]);
  const uiSchema = useMemo<UiSchema>(
    () => (readOnly ? { ...effective.uiSchema, 'ui:submitButtonOptions': { norender: true } } : effective.uiSchema) as UiSchema,
    [effective.uiSchema, readOnly],
  );

  return (
    <div className="fd-form">
      {full ? (
        <FormView
          model={effective}
          formData={formData}
          readOnly={readOnly}
          onFieldEdit={editField}
          handover={handover}
          form={{
            ref: formRef,
            uiSchema,
            formContext: context,
            customValidate,
            extraErrors: asyncErrors as ErrorSchema<FormData> | undefined,
            transformErrors,
            liveValidate: false,
            onBlur: handleBlur,
            focusOnFirstError: focusFirstError,
            readonly: readOnly,
            onChange: handleChange,
            onSubmit: handleSubmit,
            onError: handleError,
          }}
        />
      ) : (
        <FirstScreen model={effective} formData={formData} readOnly={readOnly} onFieldEdit={editField} handover={handover} />
      )}
    </div>
  );
}
