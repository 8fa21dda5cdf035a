// /mail/linkmanEdit/{id} (id 'new' adds a contact) and /mail/linkmanGet/{id} (read-only): one mail contact —
// name and address required, phone, company and a note.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Input, TextArea } from '@douyinfe/semi-ui-19';
import { getLinkman, saveLinkman, type Linkman } from '../../api/mail';
import { DetailList } from '../personal/flowSettings/DetailList';
import { Field, SettingsFormPage, useRecord } from '../personal/flowSettings/FormParts';
import { isNewId } from '../personal/flowSettings/paths';
import { useSaveAndReturn } from '../personal/flowSettings/useSaveAndReturn';
import { isEmailAddress } from './mailText';
import { LINKMAN_LIST_PATH } from './paths';

export const NOTE_MAX = 500;

type Editable = Required<Pick<Linkman, 'linkName' | 'mailId' | 'phone' | 'orgName' | 'note'>>;
const FIELDS: readonly { name: keyof Editable; max: number }[] = [
  { name: 'linkName', max: 64 },
  { name: 'mailId', max: 128 },
  { name: 'phone', max: 32 },
  { name: 'orgName', max: 128 },
];

export default function LinkmanFormPage({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation('mail');
  const { id } = useParams();
  const adding = !readOnly && isNewId(id);
  const record = useRecord('mailLinkman', adding ? undefined : id, getLinkman);
  const { saving, save } = useSaveAndReturn(LINKMAN_LIST_PATH);
  const [edited, setEdited] = useState<Partial<Editable>>({});
  const [problems, setProblems] = useState<Partial<Record<keyof Editable, string>>>({});
  const value = (name: keyof Editable) => edited[name] ?? record.data?.[name] ?? '';
  const label = (name: keyof Editable) => t(`linkman.${name}`);

  const submit = () => {
    const linkman: Editable = { linkName: value('linkName').trim(), mailId: value('mailId').trim(), phone: value('phone').trim(), orgName: value('orgName').trim(), note: value('note').trim() };
    const found: Partial<Record<keyof Editable, string>> = {};
    if (!linkman.linkName) found.linkName = t('linkman.required', { field: label('linkName') });
    if (!linkman.mailId) found.mailId = t('linkman.required', { field: label('mailId') });
    else if (!isEmailAddress(linkman.mailId)) found.mailId = t('linkman.emailInvalid');
    setProblems(found);
    if (Object.keys(found).length === 0) void save(saveLinkman({ ...(record.data?.id ? { id: record.data.id } : {}), ...linkman }));
  };

  const title = t(readOnly ? 'linkman.viewTitle' : adding ? 'linkman.addTitle' : 'linkman.editTitle');
  return (
    <SettingsFormPage title={title} listPath={LINKMAN_LIST_PATH} record={adding ? undefined : record} readOnly={readOnly} saving={saving} onSave={submit}>
      {readOnly ? (
        <DetailList details={[...FIELDS.map((field) => ({ label: label(field.name), value: value(field.name) })), { label: label('note'), value: value('note') }]} />
      ) : (
        <>
          {FIELDS.map((field) => (
            <Field key={field.name} label={label(field.name)} required={field.name === 'linkName' || field.name === 'mailId'} error={problems[field.name]}>
              {(control) => (
                <Input
                  {...control}
                  value={value(field.name)}
                  maxLength={field.max}
                  type={field.name === 'mailId' ? 'email' : 'text'}
                  onChange={(text) => setEdited((current) => ({ ...current, [field.name]: text }))}
                />
              )}
            </Field>
          ))}
          <Field label={label('note')}>
            {(control) => (
              <TextArea {...control} value={value('note')} maxLength={NOTE_MAX} rows={3} onChange={(text) => setEdited((current) => ({ ...current, note: text }))} />
            )}
          </Field>
        </>
      )}
    </SettingsFormPage>
  );
}
