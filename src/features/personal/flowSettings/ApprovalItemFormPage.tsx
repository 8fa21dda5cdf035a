// /approvalItem/approvalItemAdd, approvalItemEdit/{id}, approvalItemGet/{id}: one personal common phrase
// (type 4, required, at most 500 characters). Without approvalItem_edit the edit page shows the phrase read
// only; without approvalItem_add the add page says so (docs/method-rights.md).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@douyinfe/semi-ui-19';
import { getApprovalItem, saveApprovalItem } from '../../../api/approvalItem';
import { hasMethod, useMethodAuthVersion } from '../../../session/methodAuth';
import { DetailList } from './DetailList';
import { Field, SettingsFormPage, useRecord } from './FormParts';
import { LIST_PATHS } from './paths';
import { useSaveAndReturn } from './useSaveAndReturn';

/** Hotent BpmApprovalItem type of a user's own phrases */
const PERSONAL = 4;
export const EXPRESSION_MAX = 500;

export type FormMode = 'add' | 'edit' | 'view';

export default function ApprovalItemFormPage({ mode: wanted }: { mode: FormMode }) {
  const { t } = useTranslation('personalFlow');
  useMethodAuthVersion(); // re-render when the method rights arrive
  const mode: FormMode = wanted === 'edit' && !hasMethod('approvalItem_edit') ? 'view' : wanted;
  const { id } = useParams();
  const record = useRecord('approvalItem', mode === 'add' ? undefined : id, getApprovalItem);
  const { saving, save } = useSaveAndReturn(LIST_PATHS.approvalItem);
  const [edited, setEdited] = useState<string>();
  const [error, setError] = useState<string>();
  const expression = edited ?? record.data?.expression ?? '';
  const label = t('approvalItem.expression');

  const submit = () => {
    const text = expression.trim();
    const problem = !text ? t('form.required', { field: label }) : text.length > EXPRESSION_MAX ? t('form.tooLong', { field: label, max: EXPRESSION_MAX }) : undefined;
    setError(problem);
    if (!problem) void save(saveApprovalItem({ ...(record.data?.id ? { id: record.data.id } : {}), expression: text, type: PERSONAL }));
  };

  const title = t(mode === 'add' ? 'approvalItem.addTitle' : mode === 'edit' ? 'approvalItem.editTitle' : 'approvalItem.viewTitle');
  return (
    <SettingsFormPage
      title={title}
      listPath={LIST_PATHS.approvalItem}
      record={record}
      readOnly={mode === 'view'}
      refused={mode === 'add' && !hasMethod('approvalItem_add') ? { title: t('approvalItem.noAddRight'), hint: t('approvalItem.noRightHint') } : undefined}
      saving={saving}
      onSave={submit}
    >
      {mode === 'view' ? (
        <DetailList
          details={[
            { label, value: record.data?.expression ?? '' },
            { label: t('approvalItem.createTime'), value: record.data?.createTime ?? '' },
          ]}
        />
      ) : (
        <Field label={label} required error={error}>
          {(control) => (
            <TextArea
              {...control}
              value={expression}
              maxCount={EXPRESSION_MAX}
              rows={4}
              onChange={(value) => {
                setEdited(value);
                if (value.trim()) setError(undefined);
              }}
            />
          )}
        </Field>
      )}
    </SettingsFormPage>
  );
}
