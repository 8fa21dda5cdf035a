// v-secretary: the caller's secretaries, who handle the caller's to-dos (spec 02-process §2.3, §6, §7.6).
import { useTranslation } from 'react-i18next';
import { listSecretaries, removeSecretaries, type Secretary } from '../../../api/delegation';
import type { MenuPageProps } from '../../../app/layout/menuPages';
import { FORM_PATHS } from './paths';
import { SettingsList } from './SettingsList';

export default function SecretaryListPage({ title }: MenuPageProps) {
  const { t } = useTranslation('personalFlow');
  return (
    <SettingsList<Secretary>
      listKey="secretary"
      title={title}
      load={listSecretaries}
      remove={removeSecretaries}
      columns={[
        { key: 'secretaryName', title: t('secretary.secretary'), text: (row) => row.secretaryName },
        { key: 'leaderName', title: t('secretary.leader'), text: (row) => row.leaderName },
      ]}
      searchFields={[{ property: 'secretaryName', label: t('secretary.secretary') }]}
      rowKey={(row) => row.id}
      rowName={(row) => row.secretaryName}
      addPath={FORM_PATHS.secretaryEdit('new')}
      editPath={(row) => FORM_PATHS.secretaryEdit(row.id)}
    />
  );
}
