// The signed-in pages' route table (spec §2), below the top table's catch-all (router.tsx): its own chunk, so
// that the sign-in pages load neither this table nor the session guard. Every page is a chunk of its own;
// menu-driven routes live below /:topAlias in MenuContentLayout.
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../session/redirect';
import { lazyPage } from './lazyChunk';
import { pagesAt } from './pageMatch';
import RequireAuth from './RequireAuth';
import { startGuardEarly } from './authGuard';
import { preloadFirstData } from './firstData';
import { HomePage, MainLayout } from './shellPages';
import { reportListPath } from '../features/flow/flowPaths';

const ColumnPreviewPage = lazyPage(() => import('../features/home/ColumnPreviewPage'));
const AppContentPage = lazyPage(() => import('../features/home/AppContentPage'));
const NewsListPage = lazyPage(() => import('../features/news/NewsListPage'));
const NewsDetailPage = lazyPage(() => import('../features/news/NewsDetailPage'));
const MeetingListPage = lazyPage(() => import('../features/meetings/MeetingListPage'));
const MeetingDetailPage = lazyPage(() => import('../features/meetings/MeetingDetailPage'));
const MenuContentLayout = lazyPage(() => import('./layout/MenuContentLayout'));
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'));
const StatementLayout = lazyPage(() => import('../features/statement/StatementLayout'));
const SysModulePreviewPage = lazyPage(() => import('../features/statement/SysModulePreviewPage'));
const TaskPage = lazyPage(() => import('../features/flow/task/TaskPage'));
const StartPage = lazyPage(() => import('../features/flow/start/StartPage'));
const StartByKeyPage = lazyPage(() => import('../features/flow/start/StartByKeyPage'));
const PreviewFormPage = lazyPage(() => import('../features/flow/start/PreviewFormPage'));
const CompleteViewPage = lazyPage(() => import('../features/flow/task/CompleteViewPage'));
const TaskReadPage = lazyPage(() => import('../features/flow/task/TaskReadPage'));
const InstancePage = lazyPage(() => import('../features/flow/instance/InstancePage'));
const ApprovalItemFormPage = lazyPage(() => import('../features/personal/flowSettings/ApprovalItemFormPage'));
const AgentFormPage = lazyPage(() => import('../features/personal/flowSettings/AgentFormPage'));
const SecretaryFormPage = lazyPage(() => import('../features/personal/flowSettings/SecretaryFormPage'));
const DeputySettingPage = lazyPage(() => import('../features/personal/flowSettings/DeputySettingPage'));
const TaskListPage = lazyPage(() => import('../features/flow/lists/TaskListPage'));
const FilePreviewPage = lazyPage(() => import('../components/preview/FilePreviewPage'));
const FormManagePage = lazyPage(() => import('../features/flow/manage/FormManagePage'));
const ReportModuleInstancePage = lazyPage(() => import('../features/flow/manage/ReportModuleInstancePage'));
const QRCodeFormPage = lazyPage(() => import('../features/onlineForm/QRCodeFormPage'));
const OnlineFormListPage = lazyPage(() => import('../features/onlineForm/OnlineFormListPage'));
const MailReadPage = lazyPage(() => import('../features/mail/MailReadPage'));
const MailComposePage = lazyPage(() => import('../features/mail/MailComposePage'));
const LinkmanFormPage = lazyPage(() => import('../features/mail/LinkmanFormPage'));
const MailSettingFormPage = lazyPage(() => import('../features/mail/SettingFormPage'));
const ReportPage = lazyPage(() => import('../features/reports/ReportPage'));
const WorkHourReportPage = lazyPage(() => import('../features/workHour/WorkHourReportPage'));
const WorkHourProReportPage = lazyPage(() => import('../features/workHour/WorkHourProReportPage'));
const ImportMainPage = lazyPage(() => import('../features/dataImport/ImportMainPage'));
const CostDetailPage = lazyPage(() => import('../features/costBaseline/CostDetailPage'));
const CostPermissionPage = lazyPage(() => import('../features/costBaseline/CostPermissionPage'));
const CostHistoryTabRedirect = lazyPage(() => import('../features/costBaseline/HistoryTabRedirect'));

/** /flow/todo, where the home to-do card leads (spec 02-process §2.1): the to-do list outside the flow menu. */
function TodoListPage() {
  const { t } = useTranslation('flow');
  return <TaskListPage list="v-todo" title={t('lists.todoTitle')} />;
}

export const signedInRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RequireAuth>
        <MainLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'home', element: <HomePage /> },
      { path: 'column/preview/:previewAlias', element: <ColumnPreviewPage /> },
      { path: 'appContent', element: <AppContentPage /> },
      { path: 'newsList/:type', element: <NewsListPage /> },
      { path: 'news/:newsId', element: <NewsDetailPage /> },
      // the flow centre's task, start and instance pages (spec 02-process §2.2)
      { path: 'task/:taskId/:leaderId', element: <TaskPage /> },
      { path: 'task/:taskId/:leaderId/:noSingle', element: <TaskPage /> },
      { path: 'taskFromOtherPage/:taskId/:leaderId/:from', element: <TaskPage fromOtherPage /> },
      { path: 'completeView/:procDefKey', element: <CompleteViewPage /> },
      { path: 'taskRead/:taskId/:taskState', element: <TaskReadPage /> },
      { path: 'agentStartByKey/:defKey', element: <StartByKeyPage /> },
      { path: 'previewForm/:formId', element: <PreviewFormPage /> },
      { path: 'previewForm/:formId/:single', element: <PreviewFormPage /> },
      { path: 'agentStart/:defId/:leaderId', element: <StartPage /> },
      { path: 'agentStart/:defId/:leaderId/:copyInstId', element: <StartPage /> },
      { path: 'start/:defId/:instId', element: <StartPage /> },
      { path: 'inst/:instId', element: <InstancePage /> },
      { path: 'inst/:instId/*', element: <InstancePage /> },
      { path: 'instRead/:instId/:readType', element: <InstancePage /> },
      { path: 'myRead/:instId/:readId/:readType', element: <InstancePage /> },
      { path: 'doneReadOnly/:instId', element: <InstancePage /> },
      { path: 'previewInstForm/:defId/:instId', element: <InstancePage /> },
      // other entry routes (docs/flow.md "Other entry routes"): form management, system and report modules
      { path: 'formManage/:instId/:type', element: <FormManagePage /> },
      { path: 'sysModuleInst/:taskId/:leaderId/:defKey/:noSingle', element: <TaskPage fromOtherPage /> },
      { path: 'sysModuleInstRead/:instId/:defKey', element: <InstancePage /> },
      { path: 'sysModuleDone/:instId/:defKey', element: <InstancePage /> },
      { path: 'sysModuleMyRead/:instId/:readId/:readType/:defKey', element: <InstancePage /> },
      { path: 'reportModuleInst/:taskId/:leaderId/:templateKey/:noSingle', element: <TaskPage fromOtherPage doneTarget={({ templateKey = '' }) => reportListPath(templateKey)} /> },
      { path: 'reportModuleInstRead/:instId/:templateKey', element: <ReportModuleInstancePage /> },
      { path: 'reportModuleDone/:instId/:templateKey', element: <ReportModuleInstancePage /> },
      { path: 'reportModuleMyRead/:instId/:readId/:readType/:templateKey', element: <ReportModuleInstancePage /> },
      // online forms: the list, and a template's form opened from a QR code
      { path: 'onlineForm', element: <OnlineFormListPage /> },
      // the work-hour reports outside their menu (spec 03-portal §2)
      { path: 'workHourReport', element: <WorkHourReportPage /> },
      { path: 'workHourProReport', element: <WorkHourProReportPage /> },
      // the import page's own route (spec 03-portal §2); the menu has it under v-data
      { path: 'v-commonImport/v-importMain', element: <ImportMainPage /> },
      { path: 'QRCodeForm/:templateKey/:action', element: <QRCodeFormPage /> },
      // personal flow settings: common phrases, agents, secretaries, deputies (spec 02-process §2.3)
      { path: 'approvalItem/approvalItemAdd', element: <ApprovalItemFormPage mode="add" /> },
      { path: 'approvalItem/approvalItemEdit/:id', element: <ApprovalItemFormPage mode="edit" /> },
      { path: 'approvalItem/approvalItemGet/:id', element: <ApprovalItemFormPage mode="view" /> },
      { path: 'agent/agentAdd', element: <AgentFormPage mode="add" /> },
      { path: 'agent/agentEdit/:id', element: <AgentFormPage mode="edit" /> },
      { path: 'agent/agentGet/:id', element: <AgentFormPage mode="view" /> },
      { path: 'secretary/secretaryEdit/:id', element: <SecretaryFormPage /> },
      { path: 'bpmDeputy/bpmDeputySetting', element: <DeputySettingPage /> },
      { path: 'bpmDeputy/bpmDeputySetting/:id', element: <DeputySettingPage /> },
      { path: 'flow/todo/*', element: <TodoListPage /> },
      // file routes (spec 02-process §2.4): the preview of fileId; src and iframeSrc are never loaded
      { path: 'file/preview/:fileId', element: <FilePreviewPage /> },
      { path: 'pdf/:src/:fileId', element: <FilePreviewPage /> },
      { path: 'iframeSrc/:iframeSrc/:fileId', element: <FilePreviewPage /> },
      { path: 'webOffice/:fileId/:isRevision/:inputWriteable', element: <FilePreviewPage webOffice /> },
      { path: 'meetingList/:type', element: <MeetingListPage /> },
      { path: 'hyskbDetail/:id', element: <MeetingDetailPage /> },
      // internal mail (docs/mail.md): a mail, composing, a contact (linkmanEdit/new adds), a mail account
      { path: 'mail/mailGet/:id', element: <MailReadPage /> },
      { path: 'mail/mailAdd', element: <MailComposePage /> },
      { path: 'mail/mailEdit/:id', element: <MailComposePage /> },
      { path: 'mail/linkmanEdit/:id', element: <LinkmanFormPage /> },
      { path: 'mail/linkmanGet/:id', element: <LinkmanFormPage readOnly /> },
      { path: 'mail/settingAdd', element: <MailSettingFormPage /> },
      { path: 'mail/settingEdit/:id', element: <MailSettingFormPage /> },
      { path: 'mail/settingGet/:id', element: <MailSettingFormPage readOnly /> },
      // report pages outside their menu (docs/reports.md): the data screen, and any path ending in financeReport
      { path: 'v-designShow', element: <ReportPage report="v-designShow" /> },
      { path: 'financeReport', element: <ReportPage report="financeReport" /> },
      { path: ':scope/financeReport', element: <ReportPage report="financeReport" /> },
      { path: ':scope/:area/financeReport', element: <ReportPage report="financeReport" /> },
      { path: 'statement/*', element: <StatementLayout /> },
      { path: 'sysModulePreview/*', element: <SysModulePreviewPage /> },
      // cost baseline pages that are not menu items (docs/cost-baseline.md "Pages")
      { path: 'costBaseline/costDetail/:versionId', element: <CostDetailPage /> },
      { path: 'costBaseline/costPermissionAdd/:projectId', element: <CostPermissionPage /> },
      { path: 'costBaseline/costPermissionDelete/:projectId', element: <CostPermissionPage /> },
      { path: 'costBaseline/costVersionRecords/:projectId', element: <CostHistoryTabRedirect tab="costVersionRecords" /> },
      { path: 'costBaseline/costVersionLog/:projectId', element: <CostHistoryTabRedirect tab="costVersionLog" /> },
      { path: 'costBaseline/costOperateRecords/:projectId', element: <CostHistoryTabRedirect tab="costOperateRecords" /> },
      { path: ':topAlias/*', element: <MenuContentLayout /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Starts loading the layout and the page at `pathname` (see preloadRoute in router.tsx); their loads are React.lazy's. */
export function preloadSignedInPage(pathname: string): void {
  for (const page of [MainLayout, ...pagesAt(signedInRoutes, pathname)]) void page.preload().catch(() => undefined);
}

/** A stored session's check and home's first calls, started before the guard is drawn (startSignedInSession). */
export function startSession(pathname: string, language: string): void {
  preloadFirstData(pathname, language);
  startGuardEarly();
}

/** Every signed-in page behind the session guard and in the layout. */
export default function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}
