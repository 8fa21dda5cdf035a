// v-orgManage (组织管理, docs/administration.md): the tenant administrator's organisations — the whole tree of a
// dimension (getOrgTree, disabled orgs marked), and for the chosen org: add a sub-org, rename, move, disable or
// enable, and its posts (the engine's SearchList over getOrgPostPage) with add and edit.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Modal, Tag, Toast, Tree } from '@douyinfe/semi-ui-19';
import { normalizeLocale, SearchList, type FetchPage, type ListColumn, type ListRowActions } from '../../../renderers';
import { getOrgTree, setOrgStatus, type AdminOrgNode } from '../../api/administration';
import { unwrap } from '../../api/http';
import { getAllDimensions, orgPostPage } from '../../api/org';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { TOAST_SECONDS } from '../../components/toast';
import { OrgFormDialog, type OrgEditing } from './OrgFormDialog';
import { findNode } from './orgTree';
import { PostFormDialog, type EditedPost } from './PostFormDialog';
import './administration.css';

interface TreeItem {
  key: string;
  value: string;
  label: string;
  children: TreeItem[];
}

function OrgPosts({ org }: { org: AdminOrgNode }) {
  const { t, i18n } = useTranslation('administration');
  const [editing, setEditing] = useState<EditedPost | 'new'>();
  const [version, setVersion] = useState(0);
  const columns = useMemo<ListColumn[]>(
    () => [
      { field: 'name', title: t('post.name'), width: 160 },
      { field: 'code', title: t('post.code'), width: 150 },
      { field: 'jobName', title: t('post.job'), width: 120 },
      { field: 'isCharge', title: t('post.isCharge'), width: 100, format: (value) => (value ? t('yes') : t('no')) },
    ],
    [t],
  );
  const actions = useMemo<ListRowActions>(
    () => ({
      title: t('actions'),
      width: 100,
      items: [
        {
          key: 'edit',
          label: t('edit'),
          ariaLabel: (row) => t('post.editOf', { name: String(row.name) }),
          onClick: (row) => setEditing({ id: String(row.id), name: String(row.name), code: String(row.code), jobId: String(row.jobId ?? ''), isCharge: row.isCharge === true }),
        },
      ],
    }),
    [t],
  );
  const fetchPage = useMemo<FetchPage>(
    () =>
      async ({ page, pageSize }) => {
        const answer = await unwrap(orgPostPage({ pageBean: { page, pageSize, showTotal: true }, querys: [{ property: 'orgId', value: org.id, operation: 'EQUAL' }] }, { quiet: true }));
        return { ...answer, rows: answer.rows.map((row) => ({ ...row })) };
      },
    [org.id, version, i18n.language],
  );
  return (
    <section className="fd-admin-org__posts" aria-label={t('post.listOf', { org: org.name })}>
      <div className="fd-admin__heading">
        <h4>{t('post.listOf', { org: org.name })}</h4>
        <Button onClick={() => setEditing('new')} disabled={org.status !== 1}>
          {t('post.add')}
        </Button>
      </div>
      <SearchList conditions={[]} columns={columns} actions={actions} fetchPage={fetchPage} label={t('post.listOf', { org: org.name })} locale={normalizeLocale(i18n.language)} paging="server" pageSize={10} emptyText={t('post.empty')} errorTitle={t('post.loadFailed')} />
      {editing ? (
        <PostFormDialog
          org={org}
          post={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setVersion((value) => value + 1);
          }}
        />
      ) : null}
    </section>
  );
}

export default function OrgManagePage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('administration');
  const dimensionLabel = useId();
  const dimensions = useSWR(['administration:dimensions', i18n.language] as const, () => unwrap(getAllDimensions({ quiet: true })), { revalidateOnFocus: false });
  const [demId, setDemId] = useState<string>();
  const dem = demId ?? dimensions.data?.[0]?.id;
  const tree = useSWR(dem ? (['administration:orgTree', dem, i18n.language] as const) : null, () => unwrap(getOrgTree(dem!, { quiet: true })), { revalidateOnFocus: false });
  const [chosenId, setChosenId] = useState<string>();
  const [editing, setEditing] = useState<OrgEditing>();
  const chosen = findNode(tree.data ?? [], chosenId);

  const treeData = useMemo(() => {
    const toItem = (node: AdminOrgNode): TreeItem => ({ key: node.id, value: node.id, label: node.status === 1 ? node.name : `${node.name}（${t('status.0')}）`, children: node.children.map(toItem) });
    return (tree.data ?? []).map(toItem);
  }, [tree.data, t]);

  const changeStatus = (org: AdminOrgNode) => {
    const enable = org.status !== 1;
    Modal.confirm({
      title: enable ? t('org.enableConfirm', { name: org.name }) : t('org.disableConfirm', { name: org.name }),
      content: enable ? undefined : t('org.disableHint'),
      okText: enable ? t('org.enable') : t('org.disable'),
      cancelText: t('cancel'),
      onOk: async () => {
        const answer = await setOrgStatus(org.id, enable ? 1 : 0, { quiet: true });
        if (answer.ok) {
          Toast.success({ content: answer.data?.message ?? t('saved'), duration: TOAST_SECONDS });
          void tree.mutate();
        } else Toast.error({ content: answer.message ?? t('saveFailed') });
      },
    });
  };

  const failure = dimensions.error ?? tree.error;
  let treePart;
  if (failure) treePart = <LoadFailure error={failure} headingLevel={3} title={t('org.treeFailed')} retryLabel={t('retry')} onRetry={() => void (dimensions.error ? dimensions.mutate() : tree.mutate())} />;
  else if (!tree.data) treePart = <PageLoading text={t('loading')} />;
  else if (tree.data.length === 0) treePart = <p className="fd-admin__empty">{t('org.empty')}</p>;
  else treePart = <Tree aria-label={t('org.treeLabel')} treeData={treeData} value={chosenId} defaultExpandAll onSelect={(key, selected) => setChosenId(selected ? String(key) : undefined)} />;

  return (
    <div className="fd-admin">
      <h2>{title}</h2>
      <div className="fd-admin-org">
        <section className="fd-admin-org__tree" aria-label={t('org.treeLabel')}>
          <div className="fd-admin-field">
            <span id={dimensionLabel} className="fd-admin-field__label">
              {t('org.dimension')}
            </span>
            <ChoiceSelect
              labelledBy={dimensionLabel}
              value={dem}
              options={(dimensions.data ?? []).map((item) => ({ value: item.id, label: item.demName }))}
              onChange={(next) => {
                setDemId(next);
                setChosenId(undefined);
              }}
            />
          </div>
          <Button onClick={() => dem && setEditing({ mode: 'add', demId: dem })} disabled={!dem}>
            {t('org.addRoot')}
          </Button>
          {treePart}
        </section>
        <section className="fd-admin-org__detail" aria-label={chosen ? chosen.name : t('org.noneChosen')}>
          {chosen ? (
            <>
              <div className="fd-admin__heading">
                <h3>{chosen.name}</h3>
                <Tag color={chosen.status === 1 ? 'green' : 'grey'}>{t(`status.${chosen.status === 1 ? '1' : '0'}`)}</Tag>
              </div>
              <dl className="fd-admin-org__facts">
                <dt>{t('org.code')}</dt>
                <dd>{chosen.code}</dd>
                <dt>{t('org.nameEn')}</dt>
                <dd>{chosen.nameEn || '—'}</dd>
                <dt>{t('org.orderNo')}</dt>
                <dd>{chosen.orderNo}</dd>
              </dl>
              <div className="fd-admin-org__buttons">
                <Button theme="solid" type="primary" disabled={chosen.status !== 1} onClick={() => dem && setEditing({ mode: 'add', demId: dem, parent: chosen })}>
                  {t('org.addChild')}
                </Button>
                <Button onClick={() => setEditing({ mode: 'edit', org: chosen })}>{t('edit')}</Button>
                <Button onClick={() => setEditing({ mode: 'move', org: chosen })}>{t('org.move')}</Button>
                <Button onClick={() => changeStatus(chosen)}>
                  {chosen.status === 1 ? t('org.disable') : t('org.enable')}
                </Button>
              </div>
              <OrgPosts key={chosen.id} org={chosen} />
            </>
          ) : (
            <p className="fd-admin__empty">{t('org.chooseHint')}</p>
          )}
        </section>
      </div>
      {editing ? (
        <OrgFormDialog
          editing={editing}
          tree={tree.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => {
            setEditing(undefined);
            if (id) setChosenId(id);
            void tree.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
