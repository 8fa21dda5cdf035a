// The pages of menu items, by item alias: MenuContentLayout shows the item's page beside the side menu (an item
// without one is an empty state until its issue builds it). Adding a page is one line here.
import { lazy, type ComponentType } from 'react';

/** What a menu page is given: the item's name (in the user's language) for its heading. */
export interface MenuPageProps {
  title: string;
}

const NewsListPage = lazy(() => import('../../features/news/NewsListPage'));
const TaskListPage = lazy(() => import('../../features/flow/lists/TaskListPage'));
const ReadListPage = lazy(() => import('../../features/flow/lists/ReadListPage'));
const ReportPage = lazy(() => import('../../features/reports/ReportPage'));
const CatalogManagePage = lazy(() => import('../../features/administration/CatalogManagePage').then((module) => ({ default: module.CatalogManagePage })));

export const MENU_PAGES: Readonly<Record<string, ComponentType<MenuPageProps>>> = {
  'v-innerMsg': lazy(() => import('../../features/message/InnerMessagesPage')),
  'v-newsList': () => <NewsListPage type="0" />,
  'v-noticeList': () => <NewsListPage type="1" />,
  'v-flowList': lazy(() => import('../../features/flow/lists/StartListPage')),
  'v-flowDefManage': lazy(() => import('../../features/flow/definitions/DefinitionManagePage')),
  'v-todo': ({ title }) => <TaskListPage list="v-todo" title={title} />,
  'v-leader': ({ title }) => <TaskListPage list="v-leader" title={title} />,
  'v-myDelegate': ({ title }) => <TaskListPage list="v-myDelegate" title={title} />,
  'v-done': lazy(() => import('../../features/flow/lists/DoneListPage')),
  'v-myAddSign': lazy(() => import('../../features/flow/lists/MyAddSignListPage')),
  'v-request': lazy(() => import('../../features/flow/lists/RequestListPage')),
  'v-todoRead': ({ title }) => <ReadListPage type="todoRead" title={title} />,
  'v-doneRead': ({ title }) => <ReadListPage type="doneRead" title={title} />,
  'v-myRead': ({ title }) => <ReadListPage type="myRead" title={title} />,
  'v-approvalItem': lazy(() => import('../../features/personal/flowSettings/ApprovalItemListPage')),
  'v-agent': lazy(() => import('../../features/personal/flowSettings/AgentListPage')),
  'v-secretary': lazy(() => import('../../features/personal/flowSettings/SecretaryListPage')),
  'v-bpmDeputy': lazy(() => import('../../features/personal/flowSettings/DeputyListPage')),
  'v-directory': lazy(() => import('../../features/directory/DirectoryPage')),
  'v-orgManage': lazy(() => import('../../features/administration/OrgManagePage')),
  'v-userManage': lazy(() => import('../../features/administration/UserManagePage')),
  'v-tenantManage': lazy(() => import('../../features/administration/TenantManagePage')),
  'v-roleManage': ({ title }) => <CatalogManagePage kind="roles" title={title} />,
  'v-jobManage': ({ title }) => <CatalogManagePage kind="jobs" title={title} />,
  'v-demManage': ({ title }) => <CatalogManagePage kind="dimensions" title={title} />,
  'v-boardroomscgj': lazy(() => import('../../features/meetingRooms/BookRoomPage')),
  'v-boardroomqsh': lazy(() => import('../../features/meetingRooms/ReviewPage')),
  'v-mailList': lazy(() => import('../../features/mail/MailListPage')),
  'v-linkmanList': lazy(() => import('../../features/mail/LinkmanListPage')),
  'v-settingList': lazy(() => import('../../features/mail/SettingListPage')),
  'v-workHourReport': lazy(() => import('../../features/workHour/WorkHourReportPage')),
  'v-workHourProReport': lazy(() => import('../../features/workHour/WorkHourProReportPage')),
  'v-importMain': lazy(() => import('../../features/dataImport/ImportMainPage')),
  // the report pages built from chart and query-view definitions (docs/reports.md)
  'v-gsReport': ({ title }) => <ReportPage report="v-gsReport" title={title} />,
  'v-gsAccumulate': ({ title }) => <ReportPage report="v-gsAccumulate" title={title} />,
  'v-gsPreport': ({ title }) => <ReportPage report="v-gsPreport" title={title} />,
  'v-gsStatistics': ({ title }) => <ReportPage report="v-gsStatistics" title={title} />,
  'v-gsNormalWork': ({ title }) => <ReportPage report="v-gsNormalWork" title={title} />,
  'v-gsActivityDetail': ({ title }) => <ReportPage report="v-gsActivityDetail" title={title} />,
  'v-node': ({ title }) => <ReportPage report="v-node" title={title} />,
  'v-Instance': ({ title }) => <ReportPage report="v-Instance" title={title} />,
  'v-ceremonyDays': ({ title }) => <ReportPage report="v-ceremonyDays" title={title} />,
  'v-customerSatisfaction': ({ title }) => <ReportPage report="v-customerSatisfaction" title={title} />,
  'v-projectTeam': ({ title }) => <ReportPage report="v-projectTeam" title={title} />,
  'v-financeReport': ({ title }) => <ReportPage report="financeReport" title={title} />,
  'v-designShow': ({ title }) => <ReportPage report="v-designShow" title={title} />,
  projectManage: lazy(() => import('../../features/costBaseline/ProjectManagePage')),
  baselineOperate: lazy(() => import('../../features/costBaseline/BaselineOperatePage')),
  costOverview: lazy(() => import('../../features/costBaseline/CostOverviewPage')),
  costHistory: lazy(() => import('../../features/costBaseline/CostHistoryPage')),
  fwbBase: lazy(() => import('../../features/costBaseline/FwbBasePage')),
  fwbPred: lazy(() => import('../../features/costBaseline/FwbPredPage')),
  batchGenerate: lazy(() => import('../../features/costBaseline/BatchGeneratePage')),
  fwbValidate: lazy(() => import('../../features/costBaseline/FwbValidatePage')),
};
