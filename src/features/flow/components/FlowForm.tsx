// A process form (contract notes §2.7): Flowdesk's own form definition, or else the real backend's generated
// template (form.formHtml, through the formHtml kind), rendered like a data template's record
// (renderers/kinds/data-template/RecordForm.tsx) with the answer's permission and BO data; read-only views
// turn the permission read-only. A URL form (FRAME) is shown in a frame when its address is an in-app path or
// an http(s) URL; the page exchanges its data through postMessage (urlForm.ts). A missing or broken form is
// marked for the submitter (data-form-problem: 'empty' is spec §5 code 1, 'broken' code 2).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionView, formToRender, normalizeLocale, type FormPermissionMap } from '../../../../renderers';
import { parsePermission, type BoData, type FlowForm as FlowFormInfo } from '../../../api/flow';
import { appEngine } from '../../../engine';
import { useAppFormContext } from '../../../engine/formContext';
import { useKeptFormData } from '../../../components/keptInput';
import { safeHttpUrl } from '../../../components/safeUrl';
import { inAppPath } from '../../../session/redirect';
import type { FormSubmitter } from './formSubmitter';
import { readOnlyPermission } from './readOnlyPermission';
import './flow.css';

/** What taskDetail, getInstFormAndBO and getFormAndBO have in common. */
export interface FormAnswerPart {
  /** 'formEmpty' (taskDetail's result, getFormAndBO's resultMsg): the process has no form */
  result?: unknown;
  form?: FlowFormInfo;
  data?: BoData;
  /** a JSON string on the wire (an object is taken as it is) */
  permission?: string | FormPermissionMap;
}

export interface FlowFormProps {
  answer: FormAnswerPart;
  /** Names the form in definition errors. */
  path: string;
  readOnly?: boolean;
  /** Editable forms: the page's buttons submit through it. */
  submitter?: FormSubmitter<string>;
}

type PermissionChoice = { ok: true; map: FormPermissionMap | undefined } | { ok: false };

function permissionOf(text: string | FormPermissionMap | undefined, fallback: FormPermissionMap | undefined, readOnly: boolean): PermissionChoice {
  const parsed = parsePermission(text);
  if (text && !parsed) return { ok: false };
  // Without a map of its own the form uses its definition's (the adapter's default).
  if (!readOnly) return { ok: true, map: parsed };
  return { ok: true, map: readOnlyPermission(parsed ?? fallback ?? {}) };
}

/** The URL form's address and origin: an in-app path (this origin) or an http(s) URL; anything else is refused. */
export function urlFormSource(formValue: string | undefined, readOnly: boolean, language: string): { src: string; origin: string } | undefined {
  const address = formValue && (inAppPath(formValue) ? new URL(formValue, window.location.origin).href : safeHttpUrl(formValue));
  if (!address) return undefined;
  const url = new URL(address);
  // The hash carries the page's wishes to the form without sending them to its server.
  const hash = new URLSearchParams(url.hash.slice(1));
  hash.set('lang', language);
  if (readOnly) hash.set('readonly', '1');
  url.hash = hash.toString();
  return { src: url.href, origin: url.origin };
}

/**
 * The answer's data when it holds the form's record (a template names its BO alias only in its bindings: any
 * record will do); otherwise the form starts from its blank data.
 */
function recordData(data: BoData | undefined, boAlias: string | undefined): BoData | undefined {
  const records = boAlias ? [data?.[boAlias]] : Object.values(data ?? {});
  return records.some((record) => record && Object.keys(record).length > 0) ? data : undefined;
}

export function FlowForm({ answer, path, readOnly = false, submitter }: FlowFormProps) {
  const { t, i18n } = useTranslation('flow');
  const locale = normalizeLocale(i18n.language);
  const formContext = useAppFormContext();
  const form = answer.result === 'formEmpty' ? undefined : answer.form;
  const toRender = useMemo(() => (form?.type === 'INNER' ? formToRender(form) : undefined), [form]);
  const definition = toRender?.kind === 'form' ? toRender.definition : undefined;
  const permission = useMemo(() => permissionOf(answer.permission, definition?.permission, readOnly), [answer.permission, definition, readOnly]);
  const prepareOptions = useMemo(() => (permission.ok ? { permission: permission.map } : undefined), [permission]);
  // Unsaved input survives a language switch's reload (editable forms only; keptInput.ts).
  const initialData = useMemo(() => (toRender ? recordData(answer.data, definition?.boAlias) : undefined), [answer.data, toRender, definition]);
  const kept = useKeptFormData(`flowForm:${path}`, initialData);
  const view = useMemo(
    () => ({ data: kept.data, formContext, readOnly, onSubmit: submitter?.onSubmit, ...(readOnly ? {} : { onChange: kept.onChange }) }),
    [kept.data, kept.onChange, formContext, readOnly, submitter],
  );

  if (form?.type === 'FRAME') {
    const source = urlFormSource(form.formValue, readOnly, locale);
    return (
      <div className="fd-flow-form" ref={submitter?.container}>
        {source ? (
          <iframe
            className="fd-flow-form__frame"
            src={source.src}
            title={form.name || t('flowForm.frameTitle')}
            data-url-form=""
            data-origin={source.origin}
            sandbox="allow-scripts allow-forms allow-same-origin"
          />
        ) : (
          <p className="fd-flow-error" role="alert" data-form-problem="broken">
            {t('flowForm.frameRefused')}
          </p>
        )}
      </div>
    );
  }
  if (!toRender) {
    return (
      <div ref={submitter?.container}>
        <p className="fd-flow-error" role="alert" data-form-problem="empty">
          {t('flowForm.empty')}
        </p>
      </div>
    );
  }
  if (!permission.ok) {
    return (
      <div ref={submitter?.container}>
        <p className="fd-flow-error" role="alert" data-form-problem="broken">
          {t('flowForm.badPermission')}
        </p>
      </div>
    );
  }
  return (
    <div className="fd-flow-form" ref={submitter?.container} onSubmitCapture={submitter?.onSubmitCapture}>
      <DefinitionView key={kept.generation} engine={appEngine} kind={toRender.kind} definition={toRender.definition} options={prepareOptions} path={path} locale={locale} view={view} />
    </div>
  );
}
