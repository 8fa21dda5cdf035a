// /secretary/secretaryEdit/{id}: add (id 'new' or '0') or change one of the caller's secretaries.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SelectedItem } from '../../../../renderers';
import { getSecretary, saveSecretary } from '../../../api/delegation';
import { SettingsFormPage, UserField, useRecord } from './FormParts';
import { isNewId, LIST_PATHS } from './paths';
import { useSaveAndReturn } from './useSaveAndReturn';

export default function SecretaryFormPage() {
  const { t } = useTranslation('personalFlow');
  const { id } = useParams();
  const adding = isNewId(id);
  const record = useRecord('secretary', adding ? undefined : id, getSecretary);
  const { saving, save } = useSaveAndReturn(LIST_PATHS.secretary);
  const [chosen, setChosen] = useState<SelectedItem[]>();
  const [error, setError] = useState<string>();
  const users = chosen ?? (record.data ? [{ id: record.data.secretaryId, name: record.data.secretaryName }] : []);

  const submit = () => {
    if (users.length === 0) {
      setError(t('form.choose', { field: t('secretary.secretary') }));
      return;
    }
    void save(saveSecretary({ ...(record.data ? { id: record.data.id } : {}), secretaryId: users[0].id }));
  };

  return (
    <SettingsFormPage
      title={t(adding ? 'secretary.addTitle' : 'secretary.editTitle')}
      listPath={LIST_PATHS.secretary}
      record={record}
      saving={saving}
      onSave={submit}
    >
      <UserField
        label={t('secretary.secretary')}
        multiple={false}
        users={users}
        error={error}
        onChange={(next) => {
          setChosen(next);
          if (next.length > 0) setError(undefined);
        }}
      />
    </SettingsFormPage>
  );
}
