// /reportModuleInstRead/:instId/:templateKey, /reportModuleDone/:instId/:templateKey and
// /reportModuleMyRead/:instId/:readId/:readType/:templateKey (docs/flow.md "Other entry routes"): the read-only
// instance page opened from a report (a data template joined with the flow), alone, with the way back to that
// report's list — a single page has no menu to go back with.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { reportListPath } from '../flowPaths';
import InstancePage from '../instance/InstancePage';
import './manage.css';

export default function ReportModuleInstancePage() {
  const { t } = useTranslation('flowRoutes');
  const { templateKey = '' } = useParams();
  return (
    <>
      <nav className="fd-module-nav" aria-label={t('reportModule.nav')}>
        <Link to={reportListPath(templateKey)}>{t('reportModule.backToReport')}</Link>
      </nav>
      <InstancePage />
    </>
  );
}
