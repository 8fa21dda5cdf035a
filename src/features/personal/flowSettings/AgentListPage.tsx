// v-agent: the caller's agent settings (spec 02-process §2.3, §3, §7.5).
import { useTranslation } from 'react-i18next';
import { Tag } from '@douyinfe/semi-ui-19';
import { listAgents, removeAgents, type AgentSetting } from '../../../api/delegation';
import type { MenuPageProps } from '../../../app/layout/menuPages';
import { FORM_PATHS } from './paths';
import { SettingsList } from './SettingsList';
import { EnabledTag } from './EnabledTag';

export default function AgentListPage({ title }: MenuPageProps) {
  const { t } = useTranslation('personalFlow');
  return (
    <SettingsList<AgentSetting>
      listKey="agent"
      title={title}
      load={listAgents}
      remove={removeAgents}
      columns={[
        { key: 'subject', title: t('agent.subject'), text: (row) => row.subject },
        { key: 'agent', title: t('agent.agent'), text: (row) => row.agent, width: 100 },
        { key: 'startDate', title: t('agent.startDate'), text: (row) => row.startDate, width: 170 },
        { key: 'endDate', title: t('agent.endDate'), text: (row) => row.endDate, width: 170 },
        {
          key: 'authNames',
          title: t('agent.processes'),
          text: (row) => row.authNames || t('agent.typeAll'),
          render: (row) => (row.authNames ? row.authNames : <Tag color="blue">{t('agent.typeAll')}</Tag>),
        },
        { key: 'isEnabled', title: t('agent.isEnabled'), text: (row) => t(`state.${row.isEnabled}`), render: (row) => <EnabledTag state={row.isEnabled} />, width: 90 },
      ]}
      searchFields={[
        { property: 'subject', label: t('agent.subject') },
        { property: 'agent', label: t('agent.agent') },
      ]}
      rowKey={(row) => row.id}
      rowName={(row) => row.subject}
      addPath={FORM_PATHS.agentAdd}
      editPath={(row) => FORM_PATHS.agentEdit(row.id)}
      viewPath={(row) => FORM_PATHS.agentGet(row.id)}
    />
  );
}
