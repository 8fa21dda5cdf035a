// The frame of the settings' add / edit / view pages and their fields: heading, the record's loading and
// failure states, labelled fields whose errors are announced, a user picker over the portal's user selector,
// and Save / Cancel (Back when read-only).
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { fieldLabelId } from '../../../components/ChoiceSelect';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import type { SelectedItem } from '../../../../renderers';
import { unwrap, type ApiResult, type CallOptions } from '../../../api/http';
import { LoadFailure, PageLoading } from '../../../components/LoadStates';
import { ResultPage } from '../../../components/ResultPage';
import { useAppFormContext } from '../../../engine/formContext';
import './flowSettings.css';

/** The record an edit or view page shows (nothing to load when adding: `id` undefined). */
export function useRecord<T>(kind: string, id: string | undefined, load: (id: string, options: CallOptions) => Promise<ApiResult<T>>) {
  const { i18n } = useTranslation();
  // quiet: the page shows the failure itself
  return useSWR(id ? (['personalFlow:record', kind, id, i18n.language] as const) : null, () => unwrap(load(id!, { quiet: true })), { revalidateOnFocus: false });
}

export interface SettingsFormPageProps {
  title: string;
  listPath: string;
  /** the record's load (useRecord; nothing loads when adding): its failure replaces the form, with a retry */
  record?: { error?: unknown; isLoading: boolean; mutate: () => unknown };
  readOnly?: boolean;
  /** the user may not do what the page is for (a method right): this replaces the form */
  refused?: { title: string; hint: string };
  saving?: boolean;
  onSave?: () => void;
  /** more buttons between Save and Cancel (e.g. a connection test) */
  extraButtons?: ReactNode;
  children: ReactNode;
}

export function SettingsFormPage({ title, listPath, record, readOnly = false, refused, saving = false, onSave, extraButtons, children }: SettingsFormPageProps) {
  const { t } = useTranslation('personalFlow');
  const navigate = useNavigate();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const back = () => void navigate(listPath);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave?.();
  };

  let body: ReactNode;
  if (refused) {
    body = <ResultPage illustration="noAccess" headingLevel={3} title={refused.title} description={refused.hint} actions={<Button onClick={back}>{t('form.back')}</Button>} />;
  } else if (record?.error) {
    body = <LoadFailure error={record.error} headingLevel={3} title={t('form.loadFailed')} notFoundTitle={t('form.notFound')} retryLabel={t('form.retry')} onRetry={() => void record.mutate()} />;
  } else if (record?.isLoading) {
    body = <PageLoading text={t('form.loading')} />;
  } else if (readOnly) {
    body = (
      <>
        {children}
        <Button onClick={back}>{t('form.back')}</Button>
      </>
    );
  } else {
    body = (
      <form className="fd-flow-settings__form" noValidate onSubmit={submit}>
        {children}
        <div className="fd-flow-settings__buttons">
          <Button htmlType="submit" theme="solid" type="primary" loading={saving}>
            {t('form.save')}
          </Button>
          {extraButtons}
          <Button onClick={back}>{t('form.cancel')}</Button>
        </div>
      </form>
    );
  }
  return (
    <div className="fd-flow-settings">
      <h2>{title}</h2>
      {body}
    </div>
  );
}

export interface FieldControlIds {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: string;
  required?: boolean;
  error?: string;
  /** the control, given the id its label names and its ARIA state */
  children: (control: FieldControlIds) => ReactNode;
}

/** A field with a visible label on its control and the error text announced and linked to it. */
export function Field({ label, required = false, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fd-flow-settings__field">
      <label className="fd-flow-settings__label" id={fieldLabelId(id)} htmlFor={id}>
        {required ? (
          <span className="fd-flow-settings__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': required || undefined })}
      <FieldError id={errorId} text={error} />
    </div>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="fd-flow-settings__error">
      {text}
    </p>
  ) : null;
}

export interface UserFieldProps {
  label: string;
  users: SelectedItem[];
  multiple: boolean;
  onChange: (users: SelectedItem[]) => void;
  error?: string;
}

/** Users chosen with the portal's user selector, shown as tags; a group named by the label. */
export function UserField({ label, users, multiple, onChange, error }: UserFieldProps) {
  const { t } = useTranslation('personalFlow');
  const { selectors } = useAppFormContext();
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const pick = async () => {
    const chosen = await selectors?.open('user', { multiple, selected: users });
    if (chosen) onChange(chosen);
  };
  return (
    <div className="fd-flow-settings__field">
      <span id={labelId} className="fd-flow-settings__label">
        <span className="fd-flow-settings__required" aria-hidden="true">
          *
        </span>
        {label}
      </span>
      <div className="fd-flow-settings__users" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
        {users.length > 0 ? users.map((user) => <Tag key={user.id}>{user.name}</Tag>) : <span>{t('form.noUser')}</span>}
        <Button onClick={() => void pick()} aria-label={`${t('form.pick')} ${label}`}>
          {t('form.pick')}
        </Button>
      </div>
      <FieldError id={errorId} text={error} />
    </div>
  );
}

/** Comma-joined ids and names (as the server keeps them) as selected users. */
export function usersOf(ids: string | undefined, names: string | undefined): SelectedItem[] {
  const idList = (ids ?? '').split(',').filter(Boolean);
  const nameList = (names ?? '').split(',');
  return idList.map((id, index) => ({ id, name: nameList[index] || id }));
}
