// Buttons outside a process form act on its data (RecordForm's pattern, renderers/kinds/data-template): the
// button names its intent and asks the form to submit; the form validates itself (the red error hint) and
// hands over its data only when it is valid, and the intent then says what to do with it. A URL form is asked
// through postMessage (urlForm.ts); the outcome codes of spec §5 decide what the user is told.
import { useCallback, useLayoutEffect, useMemo, useRef, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Toast } from '@douyinfe/semi-ui-19';
import { encodeBoData, type BoData, type CompleteBody } from '../../../api/flow';
import { askUrlForm, type UrlFormData } from './urlForm';

export interface FormSubmitter<Intent extends string> {
  /** The element the form is rendered in. */
  container: RefObject<HTMLDivElement | null>;
  /** Validates the form (or asks the URL form), then acts with its data; without a form it says so and does nothing. */
  request(intent: Intent): void;
  /** The form's onSubmit: called with valid data only. */
  onSubmit(data: Record<string, unknown>): void;
  /** On the container: a submit the page did not ask for (Enter in a field) forgets a pending intent. */
  onSubmitCapture(event: FormEvent): void;
}

/** What the page acts with: the online form's valid data, or the URL form's business key, system and variables. */
export type SubmittedForm = { kind: 'online'; data: BoData } | { kind: 'url'; data: UrlFormData } | { kind: 'none' };

const ERROR_SECONDS = 4;

/** The form part of a start or complete body (contract notes §2.7): Base64 data, or a URL form's answer. */
export function formFields(form: SubmittedForm, fallback?: BoData): Pick<CompleteBody, 'formType' | 'data' | 'businessKey' | 'sysCode' | 'vars'> {
  if (form.kind === 'url') return { formType: 'frame', ...form.data };
  if (form.kind === 'online') return { formType: 'inner', data: encodeBoData(form.data) };
  return fallback ? { formType: 'inner', data: encodeBoData(fallback) } : { formType: 'frame' };
}

export function useFormSubmitter<Intent extends string>(act: (intent: Intent, form: SubmittedForm) => void): FormSubmitter<Intent> {
  const { t } = useTranslation('flow');
  const container = useRef<HTMLDivElement>(null);
  const intent = useRef<Intent | undefined>(undefined);
  const actRef = useRef(act);
  useLayoutEffect(() => {
    actRef.current = act;
  });

  const askFrame = useCallback(
    async (next: Intent, frame: HTMLIFrameElement) => {
      const peer = frame.contentWindow;
      if (!peer) return;
      const outcome = await askUrlForm({ window: peer, origin: frame.dataset.origin ?? '' });
      switch (outcome.code) {
        case 0:
          actRef.current(next, { kind: 'url', data: outcome.data });
          return;
        case 3:
          Toast.error({ content: outcome.message || t('urlForm.refused'), duration: ERROR_SECONDS });
          return;
        case 5:
          Toast.error({ content: t('urlForm.timeout'), duration: ERROR_SECONDS });
          return;
        case 6:
          Modal.confirm({
            title: t('urlForm.notHandledTitle'),
            content: t('urlForm.notHandled'),
            okText: t('urlForm.proceed'),
            cancelText: t('urlForm.cancel'),
            onOk: () => actRef.current(next, { kind: 'none' }),
          });
          return;
        case 7:
          return;
      }
    },
    [t],
  );

  const request = useCallback(
    (next: Intent) => {
      const frame = container.current?.querySelector<HTMLIFrameElement>('iframe[data-url-form]');
      if (frame) {
        void askFrame(next, frame);
        return;
      }
      const form = container.current?.querySelector('form');
      if (!form) {
        // Spec §5 codes 1 and 2: no form, or one that failed to load; nothing is sent.
        const problem = container.current?.querySelector('[data-form-problem]')?.getAttribute('data-form-problem');
        Toast.error({ content: t(problem === 'broken' ? 'urlForm.formBroken' : 'urlForm.noForm'), duration: ERROR_SECONDS });
        return;
      }
      intent.current = next;
      form.requestSubmit();
    },
    [askFrame, t],
  );

  const onSubmit = useCallback((data: Record<string, unknown>) => {
    const chosen = intent.current;
    intent.current = undefined;
    if (chosen) actRef.current(chosen, { kind: 'online', data: data as BoData });
  }, []);

  // requestSubmit() without a submitter gives a null submitter; Enter in a field submits through the form's
  // (hidden) default button. An intent left from an invalid attempt must not act on such a submit.
  const onSubmitCapture = useCallback((event: FormEvent) => {
    if ((event.nativeEvent as SubmitEvent).submitter) intent.current = undefined;
  }, []);

  return useMemo(() => ({ container, request, onSubmit, onSubmitCapture }), [request, onSubmit, onSubmitCapture]);
}
