// /costBaseline/costDetail/:versionId — one version of a baseline: its facts, lines and totals per category.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { CostLinesTable } from './CostLinesTable';
import { COST_PATHS } from './paths';
import { StatusTag } from './parts';
import { useBaselineVersion } from './useCostData';
import './costBaseline.css';

export default function CostDetailPage() {
  const { t } = useTranslation('costBaseline');
  const { versionId } = useParams();
  const detail = useBaselineVersion(versionId);
  const data = detail.data;
  const title = data ? t('detail.title', { project: `${data.project.code} ${data.project.name}`, version: t('versionName', { no: data.version.versionNo }) }) : t('baseline.detail');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (detail.error) {
    return (
      <div className="fd-cost">
        <LoadFailure error={detail.error} title={t('detail.loadFailed')} notFoundTitle={t('detail.notFound')} retryLabel={t('retry')} onRetry={() => void detail.mutate()} showBack />
      </div>
    );
  }
  if (!data) return <PageLoading text={t('loading')} />;
  const { version } = data;
  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      <p className="fd-cost__facts">
        <StatusTag status={version.status} />
        <span>{t('baseline.createdBy', { name: version.createByName, time: version.createTime })}</span>
        {version.reason ? <span>{t('baseline.reason', { reason: version.reason })}</span> : null}
        {version.activateTime ? (
          <span>
            {t('history.activatedBy')}: {version.activateByName} {version.activateTime}
          </span>
        ) : null}
        <Link to={COST_PATHS.costHistory(data.project.id)}>{t('detail.back')}</Link>
      </p>
      <CostLinesTable version={version} lines={data.lines} />
    </div>
  );
}
