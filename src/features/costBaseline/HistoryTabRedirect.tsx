// /costBaseline/costVersionRecords|costVersionLog|costOperateRecords/:projectId — the history menu page on that
// tab, so that the side menu stays beside it.
import { Navigate, useParams } from 'react-router-dom';
import { COST_PATHS, type HistoryTab } from './paths';

export default function HistoryTabRedirect({ tab }: { tab: HistoryTab }) {
  const { projectId = '' } = useParams();
  return <Navigate to={COST_PATHS.costHistory(projectId, tab)} replace />;
}
