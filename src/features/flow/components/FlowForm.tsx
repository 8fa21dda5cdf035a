// A process form (contract notes §2.7): Flowdesk's own form kind rendered like a data template's record
// (renderers/kinds/data-template/RecordForm.tsx) with the answer's permission and BO data; read-only views
// turn the permission read-only. A URL form (FRAME) is shown in a frame when it is a same-origin relative
// path; exchanging data with it (postMessage 'saveData', spec §7.11) is not built yet.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, SchemaRenderer, type FormModel, type FormPermissionMap } from '../../../../renderers';
import { parsePermission, type BoData, type FlowForm as FlowFormInfo } from '../../../api/flow';
import { appEngine } from '../../../engine';
import { useAppFormContext } from '../../../engine/formContext';
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
  /** a JSON string on the wire */
  permission?: string;
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

function permissionOf(text: string | undefined, fallback: FormPermissionMap | undefined, readOnly: boolean): PermissionChoice {
  const parsed = parsePermission(text);
  if (text && !parsed) return { ok: false };
  // Without a map of its own the form uses its definition's (the adapter's default).
  if (!readOnly) return { ok: true, map: parsed };
  return { ok: true, map: readOnlyPermission(parsed ?? fallback ?? {}) };
}

/** The answer's data when it holds the form's record; otherwise the form starts from its blank data. */
function recordData(data: BoData | undefined, boAlias: string): BoData | undefined {
  const record = data?.[boAlias];
  return record && Object.keys(record).length > 0 ? data : undefined;
}

export function FlowForm({ answer, path, readOnly = false, submitter }: FlowFormProps) {
  const { t, i18n } = useTranslation('flow');
  const locale = normalizeLocale(i18n.language);
  const formContext = useAppFormContext();
  const form = answer.result === 'formEmpty' ? undefined : answer.form;
  const definition = form?.type === 'INNER' ? form.definition : undefined;
  const permission = useMemo(() => permissionOf(answer.permission, definition?.permission, readOnly), [answer.permission, definition, readOnly]);
  const prepared = useMemo(
    () => (definition && permission.ok ? appEngine.prepare<FormModel>('form', definition, { permission: permission.map, locale }) : undefined),
    [definition, permission, locale],
  );
  const view = useMemo(
    () => ({ data: definition ? recordData(answer.data, definition.boAlias) : undefined, formContext, readOnly, onSubmit: submitter?.onSubmit }),
    [answer.data, definition, formContext, readOnly, submitter],
  );

  if (form?.type === 'FRAME') {
    const source = inAppPath(form.formValue) ? form.formValue : undefined;
    return source ? (
      <iframe className="fd-flow-form__frame" src={source} title={form.name || t('flowForm.frameTitle')} />
    ) : (
      <p className="fd-flow-error" role="alert">
        {t('flowForm.frameRefused')}
      </p>
    );
  }
  if (!definition) {
    return (
      <p className="fd-flow-error" role="alert">
        {t('flowForm.empty')}
      </p>
    );
  }
  if (!permission.ok || !prepared) {
    return (
      <p className="fd-flow-error" role="alert">
        {t('flowForm.badPermission')}
      </p>
    );
  }
  return (
    <div className="fd-flow-form" ref={submitter?.container} onSubmitCapture={submitter?.onSubmitCapture}>
      <SchemaRenderer engine={appEngine} result={prepared} path={path} locale={locale} view={view} />
    </div>
  );
}
