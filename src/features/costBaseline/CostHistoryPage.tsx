// costHistory: the chosen project's versions with their totals (costVersionRecords), the version log
// (costVersionLog) and every operation (costOperateRecords), as tabs kept in the address (?project=&tab=).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Table, TabPane, Tabs } from '@douyinfe/semi-ui-19';
import type { BaselineVersion } from '../../api/costBaseline';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { BaselineLogList } from './BaselineLogList';
import { COST_PATHS, HISTORY_TABS, type HistoryTab } from './paths';
import { ProjectPicker, useChosenProject } from './ProjectPicker';
import { StatusTag, useMoney, useTableLabel } from './parts';
import { useProjectBaseline } from './useCostData';
import './costBaseline.css';

const TAB_TEXTS: Record<HistoryTab, string> = { costVersionRecords: 'history.versions', costVersionLog: 'history.versionLog', costOperateRecords: 'history.operations' };

function VersionRecords({ versions, title }: { versions: BaselineVersion[]; title: string }) {
  const { t } = useTranslation('costBaseline');
  const money = useMoney();
  const tableParts = useTableLabel(title);
  if (versions.length === 0) return <ResultPage illustration="noContent" headingLevel={3} title={t('history.noVersions')} />;
  const name = (version: BaselineVersion) => t('versionName', { no: version.versionNo });
  const columns = [
    { title: t('history.version'), dataIndex: 'versionNo', width: 80, render: (_: unknown, version: BaselineVersion) => name(version) },
    { title: t('history.status'), dataIndex: 'status', width: 90, render: (_: unknown, version: BaselineVersion) => <StatusTag status={version.status} /> },
    { title: t('history.reason'), dataIndex: 'reason' },
    { title: t('history.createdBy'), dataIndex: 'createByName', width: 100 },
    { title: t('history.createTime'), dataIndex: 'createTime', width: 170 },
    { title: t('history.activateTime'), dataIndex: 'activateTime', width: 170 },
    { title: t('history.total'), dataIndex: 'total', width: 150, render: (_: unknown, version: BaselineVersion) => <span className="fd-cost__number">{money(version.total)}</span> },
    {
      title: t('lines.actions'),
      dataIndex: 'id',
      width: 90,
      render: (_: unknown, version: BaselineVersion) => (
        <Link to={COST_PATHS.costDetail(version.id)} aria-label={t('history.viewRow', { version: name(version) })}>
          {t('history.view')}
        </Link>
      ),
    },
  ];
  return <Table<BaselineVersion> size="small" components={tableParts} columns={columns} dataSource={versions} rowKey={(version?: BaselineVersion) => version?.id ?? ''} pagination={false} />;
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
