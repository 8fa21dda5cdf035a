// The project chooser of the baseline and history pages: the projects with a baseline the caller may view, the
// choice kept in the address (?project=), in Semi's Select with a search box.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@douyinfe/semi-ui-19';
import { Field } from './parts';
import { useViewableBaselines } from './useCostData';
import { ChoiceSelect } from '../../components/ChoiceSelect';

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
        {(labelId) => (
          <ChoiceSelect
            labelledBy={labelId}
            className="fd-cost__select"
            filter
            value={value}
            disabled={!data}
            placeholder={data ? t('picker.placeholder') : t('loading')}
            options={[
              ...(known || !value ? [] : [{ value, label: value }]),
              ...projects.map((project) => ({ value: project.id, label: `${project.code} ${project.name}` })),
            ]}
            onChange={onChange}
          />
        )}
      </Field>
      {data && projects.length === 0 ? <span className="fd-cost__note">{t('picker.none')}</span> : null}
    </div>
  );
}
