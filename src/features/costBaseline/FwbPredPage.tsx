// fwbPred (服务包预测): a project and packages × quantities → the server's forecast per category and in total,
// compared with the project's budget and its active baseline (docs/cost-baseline.md "Service packages"). Read
// only: the figures and the forecast lines as tables of the engine's list parts.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { ListTable, normalizeLocale } from '../../../renderers';
import { forecastPackages, type PackageForecast } from '../../api/servicePackages';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { figureColumns, figureRows, forecastColumns, forecastRows } from './fwbColumns';
import { chosenItems, firstRow, PackageItemsEditor, type PackageRow } from './PackageItemsEditor';
import { money } from './parts';
import { ProjectPicker, useChosenProject } from './ProjectPicker';
import './costBaseline.css';
import './fwb.css';

export default function FwbPredPage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('costBaseline');
  const locale = normalizeLocale(i18n.language);
  const [projectId, chooseProject] = useChosenProject();
  const [rows, setRows] = useState<PackageRow[]>(firstRow);
  const [forecast, setForecast] = useState<PackageForecast>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const lineColumnsOfForecast = useMemo(() => forecastColumns({ t, money }), [t]);
  const figures = useMemo(() => figureColumns({ t, money }), [t]);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const run = async () => {
    const items = chosenItems(rows);
    if (!projectId) return setProblem(t('fwb.pred.needProject'));
    if (items.length === 0) return setProblem(t('fwb.pred.needPackage'));
    setBusy(true);
    const answer = await forecastPackages(projectId, items, { quiet: true });
    setBusy(false);
    setProblem(answer.ok ? undefined : `${t('fwb.pred.failed')}: ${answer.message ?? ''}`);
    setForecast(answer.ok ? answer.data : undefined);
  };

  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      <p className="fd-cost__note">{t('fwb.pred.hint')}</p>
      <ProjectPicker
        value={projectId}
        onChange={(id) => {
          chooseProject(id);
          setForecast(undefined);
        }}
      />
      <PackageItemsEditor rows={rows} onChange={setRows} />
      <div className="fd-cost__toolbar">
        <Button type="primary" theme="solid" loading={busy} onClick={() => void run()}>
          {busy ? t('fwb.pred.running') : t('fwb.pred.run')}
        </Button>
      </div>
      {problem ? <p role="alert" className="fd-cost__refusal">{problem}</p> : null}
      {forecast ? (
        <section aria-label={t('fwb.pred.figures')}>
          <h3>{t('fwb.pred.figures')}: {forecast.project.code} {forecast.project.name}</h3>
          {forecast.budgetBalance < 0 ? <p className="fd-cost__refusal">{t('fwb.pred.overBudget', { amount: money(-forecast.budgetBalance) })}</p> : null}
          {forecast.baseline ? null : <p className="fd-cost__note">{t('fwb.pred.noBaseline')}</p>}
          <ListTable columns={figures} rows={figureRows(t, forecast)} label={t('fwb.pred.figures')} locale={locale} />
          <h3>{t('fwb.pred.lines')}</h3>
          <ListTable columns={lineColumnsOfForecast} rows={forecastRows(forecast)} label={t('fwb.pred.lines')} locale={locale} />
        </section>
      ) : null}
    </div>
  );
}
