// projectManage: the tenant's projects with their cost baseline, a SearchList of the engine (search by code, name
// and department, server paging); a project without a baseline gets one here, and the caller manages it
// (docs/cost-baseline.md).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, SearchList } from '../../../renderers';
import { createBaseline, listCostProjects, type ProjectBaselineRow } from '../../api/costBaseline';
import { unwrap } from '../../api/http';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { projectActions, projectColumns, projectConditions, queryFetch } from './columns';
import { COST_PATHS } from './paths';
import { ConfirmDialog, RouterLink, useAfterChange, money } from './parts';
import './costBaseline.css';

const PAGE_SIZE = 10;

export default function ProjectManagePage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('costBaseline');
  const navigate = useNavigate();
  const [creating, setCreating] = useState<ProjectBaselineRow>();
  const afterChange = useAfterChange();
  const [busy, setBusy] = useState(false);

  const conditions = useMemo(() => projectConditions({ t }), [t]);
  const columns = useMemo(() => projectColumns({ t, money }), [t]);
  const actions = useMemo(() => projectActions({ t }, setCreating), [t]);
  // A new language gives new conditions, so the list searches again for the projects' localized names.
  const fetchPage = useMemo(() => queryFetch(conditions, (filter) => unwrap(listCostProjects(filter, { quiet: true }))), [conditions]);

  const create = async (project: ProjectBaselineRow) => {
    setBusy(true);
    const answer = await createBaseline(project.id);
    setBusy(false);
    setCreating(undefined);
    if (afterChange(answer)) void navigate(COST_PATHS.baselineOperate(project.id));
  };

  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      <SearchList
        conditions={conditions}
        columns={columns}
        actions={actions}
        fetchPage={fetchPage}
        label={title}
        conditionsLabel={t('project.searchLabel')}
        locale={normalizeLocale(i18n.language)}
        paging="server"
        pageSize={PAGE_SIZE}
        emptyText={t('project.empty')}
        errorTitle={t('project.loadFailed')}
        linkComponent={RouterLink}
      />
      {creating ? (
        <ConfirmDialog
          title={t('project.createTitle')}
          text={t('project.createConfirm', { name: creating.name, code: creating.code })}
          submitLabel={t('project.create')}
          busy={busy}
          onConfirm={() => void create(creating)}
          onCancel={() => setCreating(undefined)}
        />
      ) : null}
    </div>
  );
}
