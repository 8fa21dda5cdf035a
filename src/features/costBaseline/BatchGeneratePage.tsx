// batchGenerate (批量生成): several projects (the baselines the caller may edit) and packages × quantities → the
// server adds the packages' lines to each project's draft in one transaction, creating a draft where there is
// none (docs/cost-baseline.md "Service packages"). The page shows, per project, the version and the lines added.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CheckboxGroup } from '@douyinfe/semi-ui-19';
import { generateIntoDrafts, type GeneratedDraft } from '../../api/servicePackages';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { chosenItems, firstRow, PackageItemsEditor, type PackageRow } from './PackageItemsEditor';
import { useAfterChange } from './parts';
import { BaselinesLoadFailure } from './ProjectPicker';
import { COST_PATHS } from './paths';
import { useViewableBaselines } from './useCostData';
import './costBaseline.css';
import './fwb.css';

function EditableProjects({ chosen, onChange }: { chosen: readonly string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('costBaseline');
  const { data, error, mutate } = useViewableBaselines();
  const labelId = useId();
  if (error) return <BaselinesLoadFailure onRetry={() => void mutate()} />;
  if (!data) return <p className="fd-cost__note" role="status">{t('loading')}</p>;
  const editable = data.filter((project) => project.myLevel === 'editor' || project.myLevel === 'manager');
  if (editable.length === 0) return <p className="fd-cost__note">{t('fwb.batch.noneEditable')}</p>;
  return (
    <div role="group" aria-labelledby={labelId} className="fd-cost__group">
      <span id={labelId} className="fd-cost__group-label">{t('fwb.batch.projects')}</span>
      <CheckboxGroup className="fd-cost__checks" direction="horizontal" value={[...chosen]} onChange={(ids) => onChange(ids.map(String))}>
        {editable.map((project) => (
          <Checkbox key={project.id} value={project.id}>
            {project.code} {project.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

export default function BatchGeneratePage({ title }: MenuPageProps) {
  const { t } = useTranslation('costBaseline');
  const afterChange = useAfterChange();
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [rows, setRows] = useState<PackageRow[]>(firstRow);
  const [results, setResults] = useState<GeneratedDraft[]>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const run = async () => {
    const items = chosenItems(rows);
    if (projectIds.length === 0) return setProblem(t('fwb.batch.needProjects'));
    if (items.length === 0) return setProblem(t('fwb.pred.needPackage'));
    setBusy(true);
    const answer = await generateIntoDrafts(projectIds, items, { quiet: true });
    setBusy(false);
    // the cost pages' data (drafts, totals) changed: refresh it, and show the server's message
    afterChange({ ...answer, data: answer.data && { state: answer.data.state, message: answer.data.message } });
    setProblem(answer.ok ? undefined : `${t('fwb.batch.failed')}: ${answer.message ?? ''}`);
    setResults(answer.ok ? (answer.data?.value ?? []) : undefined);
  };

  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      <p className="fd-cost__note">{t('fwb.batch.hint')}</p>
      <EditableProjects chosen={projectIds} onChange={setProjectIds} />
      <PackageItemsEditor rows={rows} onChange={setRows} />
      <div className="fd-cost__toolbar">
        <Button type="primary" theme="solid" loading={busy} onClick={() => void run()}>
          {busy ? t('fwb.batch.running') : t('fwb.batch.run')}
        </Button>
      </div>
      {problem ? <p role="alert" className="fd-cost__refusal">{problem}</p> : null}
      {results ? (
        <section aria-label={t('fwb.batch.result')}>
          <h3>{t('fwb.batch.result')}</h3>
          <ul className="fd-cost__results">
            {results.map((result) => {
              const project = `${result.projectCode} ${result.projectName}`;
              return (
                <li key={result.projectId}>
                  {t('fwb.batch.resultRow', { project, count: result.added, version: t('versionName', { no: result.versionNo }) })}
                  {result.createdDraft ? t('fwb.batch.createdDraft') : ''}{' '}
                  <Link to={COST_PATHS.baselineOperate(result.projectId)}>{t('fwb.batch.open', { project })}</Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
