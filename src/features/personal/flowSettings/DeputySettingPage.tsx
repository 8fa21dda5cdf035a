// /bpmDeputy/bpmDeputySetting: the caller's whole deputy setting (several deputies, enabled or not);
// /bpmDeputy/bpmDeputySetting/{id}: one deputy row (one deputy), found through the list by its id.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SelectedItem } from '../../../../renderers';
import type { ApiResult, CallOptions } from '../../../api/http';
import { getDeputySetting, listDeputies, saveDeputySetting, type DeputySetting, type EnabledState } from '../../../api/delegation';
import { EnabledChoice } from './EnabledTag';
import { SettingsFormPage, UserField, useRecord, usersOf } from './FormParts';
import { LIST_PATHS } from './paths';
import { useSaveAndReturn } from './useSaveAndReturn';

const WHOLE_SETTING = 'whole';

/** One row as a setting (there is no get call for a row); a row that is not the caller's is a 404. */
async function deputyRow(id: string, options: CallOptions): Promise<ApiResult<DeputySetting>> {
  const answer = await listDeputies({ pageBean: { page: 1, pageSize: 1 }, querys: [{ property: 'id', value: id, operation: 'EQUAL' }] }, options);
  if (!answer.ok) return { ...answer, data: undefined };
  const row = answer.data?.rows[0];
  if (!row) return { ok: false, status: 404 };
  return { ok: true, status: answer.status, data: { id: row.id, agentId: row.agentId, agentName: row.agentName, agentNames: row.agentName, isEnabled: row.isEnabled } };
}

export default function DeputySettingPage() {
  const { t } = useTranslation('personalFlow');
  const { id } = useParams();
  const record = useRecord('deputy', id ?? WHOLE_SETTING, (key, options) => (key === WHOLE_SETTING ? getDeputySetting(options) : deputyRow(key, options)));
  const { saving, save } = useSaveAndReturn(LIST_PATHS.deputy);
  const [chosen, setChosen] = useState<SelectedItem[]>();
  const [enabled, setEnabled] = useState<EnabledState>();
  const [error, setError] = useState<string>();
  const users = chosen ?? usersOf(record.data?.agentId, record.data?.agentNames);
  const isEnabled = enabled ?? record.data?.isEnabled ?? 'enabled';
  const label = t(id ? 'deputy.deputy' : 'deputy.deputies');

  const submit = () => {
    if (users.length === 0) {
      setError(t('form.choose', { field: label }));
      return;
    }
    void save(saveDeputySetting({ ...(id ? { id } : {}), agentIds: users.map((user) => user.id).join(','), isEnabled }));
  };

  return (
    <SettingsFormPage
      title={t(id ? 'deputy.editTitle' : 'deputy.settingTitle')}
      listPath={LIST_PATHS.deputy}
      record={record}
      saving={saving}
      onSave={submit}
    >
      <UserField
        label={label}
        multiple={!id}
        users={users}
        error={error}
        onChange={(next) => {
          setChosen(next);
          if (next.length > 0) setError(undefined);
        }}
      />
      <EnabledChoice label={t('deputy.isEnabled')} value={isEnabled} onChange={setEnabled} />
    </SettingsFormPage>
  );
}
