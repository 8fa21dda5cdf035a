// v-bpmDeputy: the caller's deputies, one row each (spec 02-process §2.3, §3, §7.7).
import { useTranslation } from 'react-i18next';
import { listDeputies, removeDeputies, type Deputy } from '../../../api/delegation';
import type { MenuPageProps } from '../../../app/layout/menuPages';
import { EnabledTag } from './EnabledTag';
import { FORM_PATHS } from './paths';
import { SettingsList } from './SettingsList';

export default function DeputyListPage({ title }: MenuPageProps) {
  const { t } = useTranslation('personalFlow');
  return (
    <SettingsList<Deputy>
      listKey="deputy"
      title={title}
      load={listDeputies}
      remove={removeDeputies}
      columns={[
        { key: 'agentName', title: t('deputy.deputy'), text: (row) => row.agentName },
        { key: 'isEnabled', title: t('deputy.isEnabled'), text: (row) => t(`state.${row.isEnabled}`), render: (row) => <EnabledTag state={row.isEnabled} />, width: 100 },
        { key: 'createTime', title: t('deputy.createTime'), text: (row) => row.createTime, width: 180 },
      ]}
      searchFields={[{ property: 'agentName', label: t('deputy.deputy') }]}
      rowKey={(row) => row.id}
      rowName={(row) => row.agentName}
      addPath={FORM_PATHS.deputySetting}
      editPath={(row) => FORM_PATHS.deputyEdit(row.id)}
    />
  );
}
