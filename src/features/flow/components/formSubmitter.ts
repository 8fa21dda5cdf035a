// Buttons outside a process form act on its data (RecordForm's pattern, renderers/kinds/data-template): the
// button names its intent and asks the form to submit; the form validates itself (the red error hint) and
// hands over its data only when it is valid, and the intent then says what to do with it.
import { useCallback, useLayoutEffect, useMemo, useRef, type FormEvent, type RefObject } from 'react';
import type { BoData } from '../../../api/flow';

export interface FormSubmitter<Intent extends string> {
  /** The element the form is rendered in. */
  container: RefObject<HTMLDivElement | null>;
  /** Validates the form, then acts with its data; without a form (URL or missing form) it acts at once without data. */
  request(intent: Intent): void;
  /** The form's onSubmit: called with valid data only. */
  onSubmit(data: Record<string, unknown>): void;
  /** On the container: a submit the page did not ask for (Enter in a field) forgets a pending intent. */
  onSubmitCapture(event: FormEvent): void;
}

export function useFormSubmitter<Intent extends string>(act: (intent: Intent, data: BoData | undefined) => void): FormSubmitter<Intent> {
  const container = useRef<HTMLDivElement>(null);
  const intent = useRef<Intent | undefined>(undefined);
  const actRef = useRef(act);
  useLayoutEffect(() => {
    actRef.current = act;
  });

  const request = useCallback((next: Intent) => {
    const form = container.current?.querySelector('form');
    if (!form) {
      actRef.current(next, undefined);
      return;
    }
    intent.current = next;
    form.requestSubmit();
  }, []);

  const onSubmit = useCallback((data: Record<string, unknown>) => {
    const chosen = intent.current;
    intent.current = undefined;
    if (chosen) actRef.current(chosen, data as BoData);
  }, []);

  // requestSubmit() without a submitter gives a null submitter; Enter in a field submits through the form's
  // (hidden) default button. An intent left from an invalid attempt must not act on such a submit.
  const onSubmitCapture = useCallback((event: FormEvent) => {
    if ((event.nativeEvent as SubmitEvent).submitter) intent.current = undefined;
  }, []);

  return useMemo(() => ({ container, request, onSubmit, onSubmitCapture }), [request, onSubmit, onSubmitCapture]);
}
