// projectManage: the tenant's projects with their cost baseline (search by code and name, paged); a project
// without a baseline gets one here, and the caller manages it (docs/cost-baseline.md).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import { createBaseline, listCostProjects, type ProjectBaselineRow } from '../../api/costBaseline';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { ListSearchBar, PagedListBody } from '../flow/lists/PagedListParts';
import { usePagedList } from '../flow/lists/usePagedList';
import { COST_PATHS } from './paths';
import { ConfirmDialog, COST_KEY, levelText, useAfterChange, useMoney } from './parts';
import './costBaseline.css';

const PAGE_SIZE = 10;

export default function ProjectManagePage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('costBaseline');
  const navigate = useNavigate();
  const money = useMoney();
  const fields = [
    { property: 'code', label: t('project.code') },
    { property: 'name', label: t('project.name') },
  ];
  const list = usePagedList<ProjectBaselineRow>({
    cacheKey: [`${COST_KEY}projects`],
    title,
    load: listCostProjects,
    fields,
    pageSize: PAGE_SIZE,
    sorter: [],
    language: i18n.language,
  });
  const [creating, setCreating] = useState<ProjectBaselineRow>();
  const afterChange = useAfterChange();
  const [busy, setBusy] = useState(false);

  const create = async (project: ProjectBaselineRow) => {
    setBusy(true);
    const answer = await createBaseline(project.id);
    setBusy(false);
    setCreating(undefined);
    if (afterChange(answer)) void navigate(COST_PATHS.baselineOperate(project.id));
  };

  const baselineText = (row: ProjectBaselineRow) => {
    if (!row.baselineId) return t('project.noBaseline');
    if (!row.myLevel) return t('project.hidden');
    if (row.activeVersionNo === null) return t('project.noActive');
    return t('project.activeVersion', { no: row.activeVersionNo, total: money(row.activeTotal ?? 0) });
  };

  const columns = [
    { title: t('project.code'), dataIndex: 'code', width: 120 },
    { title: t('project.name'), dataIndex: 'name' },
    { title: t('project.deptName'), dataIndex: 'deptName', width: 160 },
    { title: t('project.budget'), dataIndex: 'budget', width: 140, render: (_: unknown, row: ProjectBaselineRow) => <span className="fd-cost__number">{money(row.budget)}</span> },
    { title: t('project.baseline'), dataIndex: 'baselineId', width: 200, render: (_: unknown, row: ProjectBaselineRow) => baselineText(row) },
    {
      title: t('project.myLevel'),
      dataIndex: 'myLevel',
      width: 110,
      render: (_: unknown, row: ProjectBaselineRow) => (row.baselineId ? <Tag>{levelText(t, row.myLevel)}</Tag> : null),
    },
    {
      title: t('project.actions'),
      dataIndex: 'actions',
      width: 180,
      render: (_: unknown, row: ProjectBaselineRow) => {
        if (!row.baselineId) {
          return (
            <Button size="small" aria-label={t('project.createRow', { name: row.name })} onClick={() => setCreating(row)}>
              {t('project.create')}
            </Button>
          );
        }
        if (!row.myLevel) return null;
        return (
          <span className="fd-cost__row-actions">
            <Link to={COST_PATHS.baselineOperate(row.id)} aria-label={t('project.operateRow', { name: row.name })}>
              {t('project.operate')}
            </Link>
            <Link to={COST_PATHS.costHistory(row.id)} aria-label={t('project.historyRow', { name: row.name })}>
              {t('project.history')}
            </Link>
          </span>
        );
      },
    },
  ];

  return (
    <div className="fd-cost">
      <h2>{title}</h2>
      <ListSearchBar list={list} fields={fields} className="fd-cost__search" texts={{ label: t('project.searchLabel'), search: t('project.search'), reset: t('project.reset') }} />
      <PagedListBody
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        footerClassName="fd-cost__footer"
        texts={{
          loadFailed: t('project.loadFailed'),
          retry: t('retry'),
          loading: t('loading'),
          empty: t('project.empty'),
          emptyFiltered: t('project.emptyFiltered'),
          total: t('total', { total: list.total }),
        }}
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
