// The project chooser of the baseline and history pages: the projects with a baseline the caller may view, the
// choice kept in the address (?project=). A native select: Semi's Select leaves aria-activedescendant pointing
// at removed options, which axe refuses.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@douyinfe/semi-ui-19';
import { Field } from './parts';
import { useViewableBaselines } from './useCostData';
import { NativeSelect } from '../../components/NativeSelect';

/** The chosen project's id from ?project=, and a setter that keeps the other search values. */
export function useChosenProject(): [string | undefined, (projectId: string) => void] {
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('project') ?? undefined;
  const choose = (projectId: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('project', projectId);
      return next;
    });
  return [chosen || undefined, choose];
}

/** The viewable baselines did not load: said where the choice would be, with a retry. */
export function BaselinesLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('costBaseline');
  return (
    <p role="alert" className="fd-cost__refusal">
      {t('picker.loadFailed')} <Button size="small" onClick={onRetry}>{t('retry')}</Button>
    </p>
  );
}

export function ProjectPicker({ value, onChange }: { value: string | undefined; onChange: (projectId: string) => void }) {
  const { t } = useTranslation('costBaseline');
  const { data, error, mutate } = useViewableBaselines();
  if (error) return <BaselinesLoadFailure onRetry={() => void mutate()} />;
  const projects = data ?? [];
  // A project named in the address but not in the list (no longer viewable) still shows as chosen.
  const known = !value || projects.some((project) => project.id === value);
  return (
    <div className="fd-cost__toolbar">
      <Field label={t('picker.label')} inline>
        <NativeSelect className="fd-cost__select" value={value ?? ''} disabled={!data} onChange={(event) => onChange(event.target.value)}>
          <option value="" disabled>
            {data ? t('picker.placeholder') : t('loading')}
          </option>
          {known ? null : <option value={value}>{value}</option>}
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.code} {project.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {data && projects.length === 0 ? <span className="fd-cost__note">{t('picker.none')}</span> : null}
    </div>
  );
}
