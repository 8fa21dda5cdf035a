// Where the cost-baseline pages live (docs/cost-baseline.md "Pages"): menu items under /costBaseline take the
// project as ?project=, the child routes carry it (or the version) in the path.
export const COST_TOP = '/costBaseline';

export type HistoryTab = 'costVersionRecords' | 'costVersionLog' | 'costOperateRecords';
export const HISTORY_TABS: readonly HistoryTab[] = ['costVersionRecords', 'costVersionLog', 'costOperateRecords'];

const withProject = (item: string, projectId: string) => `${COST_TOP}/${item}?project=${encodeURIComponent(projectId)}`;

export const COST_PATHS = {
  projectManage: `${COST_TOP}/projectManage`,
  baselineOperate: (projectId: string) => withProject('baselineOperate', projectId),
  costHistory: (projectId: string, tab: HistoryTab = 'costVersionRecords') => `${withProject('costHistory', projectId)}&tab=${tab}`,
  costDetail: (versionId: string) => `${COST_TOP}/costDetail/${encodeURIComponent(versionId)}`,
  costPermissionAdd: (projectId: string) => `${COST_TOP}/costPermissionAdd/${encodeURIComponent(projectId)}`,
};
