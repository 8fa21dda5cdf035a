// costHistory: the chosen project's versions with their totals (costVersionRecords), the version log
// (costVersionLog) and every operation (costOperateRecords), as tabs kept in the address (?project=&tab=); each
// tab is a list of the engine's list parts.
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { ListTable, normalizeLocale } from '../../../renderers';
import type { BaselineVersion } from '../../api/costBaseline';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { BaselineLogList } from './BaselineLogList';
import { listRows, versionActions, versionColumns } from './columns';
import { HISTORY_TABS, type HistoryTab } from './paths';
import { ProjectPicker, useChosenProject } from './ProjectPicker';
import { RouterLink, money } from './parts';
import { useProjectBaseline } from './useCostData';
import './costBaseline.css';

const TAB_TEXTS: Record<HistoryTab, string> = { costVersionRecords: 'history.versions', costVersionLog: 'history.versionLog', costOperateRecords: 'history.operations' };

function VersionRecords({ versions, title }: { versions: BaselineVersion[]; title: string }) {
  const { t, i18n } = useTranslation('costBaseline');
  const columns = useMemo(() => versionColumns({ t, money }), [t]);
  const actions = useMemo(() => versionActions({ t }), [t]);
  return (
    <ListTable
      columns={columns}
      actions={actions}
      rows={listRows(versions)}
      label={title}
      locale={normalizeLocale(i18n.language)}
      emptyText={t('history.noVersions')}
      linkComponent={RouterLink}
    />
  );
}

export default function CostHistoryPage({ title }: MenuPageProps) {
  const { t } = useTranslation('costBaseline');
  const [projectId, choose] = useChosenProject();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as HistoryTab | null;
  const tab: HistoryTab = asked && HISTORY_TABS.includes(asked) ? asked : 'costVersionRecords';
  const baseline = useProjectBaseline(projectId);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const view = baseline.data;
  const tabTitle = `${title} · ${t(TAB_TEXTS[tab])}`;

  let body;
  if (!projectId) body = <ResultPage illustration="noContent" headingLevel={3} title={t('picker.choose')} />;
  else if (baseline.error) body = <LoadFailure error={baseline.error} headingLevel={3} title={t('baseline.loadFailed')} retryLabel={t('retry')} onRetry={() => void baseline.mutate()} />;
  else if (!view) body = <PageLoading text={t('loading')} />;
  else if (!view.baseline) body = <ResultPage illustration="noContent" headingLevel={3} title={t('baseline.notCreated')} />;
  else {
    body = (
      <>
        <Tabs
          type="line"
          activeKey={tab}
          onChange={(key) =>
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            })
          }
        >
          {HISTORY_TABS.map((key) => (
            <TabPane key={key} itemKey={key} tab={t(TAB_TEXTS[key])} />
          ))}
        </Tabs>
        {tab === 'costVersionRecords' ? (
          <VersionRecords versions={view.versions} title={tabTitle} />
        ) : (
          <BaselineLogList key={tab} baselineId={view.baseline.id} versionsOnly={tab === 'costVersionLog'} title={tabTitle} />
        )}
      </>
    );
  }

  return (
    <div className="fd-cost">
      <h2>{view ? `${title} · ${view.project.code} ${view.project.name}` : title}</h2>
      <ProjectPicker value={projectId} onChange={choose} />
      {body}
    </div>
  );
}
