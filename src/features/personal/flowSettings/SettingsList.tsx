// The one list of the personal flow settings (common phrases, agents, secretaries, deputies): heading, LIKE
// search, a table with selection, add / edit / view / delete, the shared pager, and the loading, failure and
// empty states. Deleting needs a selection (spec 02-process §5) and a confirmation; the server's message is
// the success toast (spec §7.10), a failure is shown by the request layer.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../../components/Dialog';
import { TOAST_SECONDS } from '../../../components/toast';
import { IconDelete, IconPlus } from '@douyinfe/semi-icons';
import type { ApiResult, CallOptions } from '../../../api/http';
import type { CommonResult, FieldSort } from '../../../api/types';
import { ActionDialog } from '../../flow/lists/ActionDialog';
import { ListSearchBar, PagedListBody } from '../../flow/lists/PagedListParts';
import { usePagedList, type ListLoader, type SearchField } from '../../flow/lists/usePagedList';
import { DetailList } from './DetailList';
import { toastSuccess } from './useSaveAndReturn';
import './flowSettings.css';

export const PAGE_SIZE = 10;

export interface SettingsColumn<Row> {
  key: string;
  title: string;
  /** the cell as text (also what the details dialog shows) */
  text: (row: Row) => string;
  /** a richer cell than the text */
  render?: (row: Row) => ReactNode;
  width?: number;
}

export interface SettingsListProps<Row> {
  /** keeps the lists' caches apart */
  listKey: string;
  title: string;
  load: ListLoader<Row>;
  remove: (ids: string[], options?: CallOptions) => Promise<ApiResult<CommonResult>>;
  columns: readonly SettingsColumn<Row>[];
  searchFields: readonly SearchField[];
  rowKey: (row: Row) => string;
  /** what names a row in its action links ("Edit <name>") */
  rowName: (row: Row) => string;
  sorter?: FieldSort[];
  addPath: string;
  editPath: (row: Row) => string;
  /** the read-only page of a row; without one, View opens the row's details in a dialog */
  viewPath?: (row: Row) => string;
  /** more actions of a row, after Edit and View (`reload` fetches the list again after a change) */
  rowActions?: (row: Row, reload: () => void) => ReactNode;
  /** width of the actions column (default 140) */
  actionsWidth?: number;
  /** What the user may do (method rights, docs/method-rights.md); a control the user may not use is not shown. Default: all. */
  may?: { add?: boolean; edit?: boolean; remove?: boolean };
}

export function SettingsList<Row extends object>(props: SettingsListProps<Row>) {
  const { listKey, title, load, remove, columns, searchFields, rowKey, rowName, sorter = [], addPath, editPath, viewPath, rowActions, actionsWidth = 140, may = {} } = props;
  const { add: mayAdd = true, edit: mayEdit = true, remove: mayRemove = true } = may;
  const { t, i18n } = useTranslation('personalFlow');
  const navigate = useNavigate();
  const list = usePagedList<Row>({
    cacheKey: ['personalFlow:list', listKey],
    title,
    load,
    fields: searchFields,
    pageSize: PAGE_SIZE,
    sorter,
    language: i18n.language,
  });
  const { reload, total } = list;
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [viewed, setViewed] = useState<Row>();

  const askRemoval = () => {
    if (selected.length === 0) Toast.warning({ content: t('list.selectAtLeastOne'), duration: TOAST_SECONDS });
    else setConfirming(true);
  };
  const confirmRemoval = async () => {
    setRemoving(true);
    const answer = await remove(selected);
    setRemoving(false);
    setConfirming(false);
    if (!answer.ok) return;
    toastSuccess(answer.data?.message || t('list.operationSuccess'));
    setSelected([]);
    reload();
  };

  const tableColumns = [
    ...columns.map((column) => ({
      title: column.title,
      dataIndex: column.key,
      width: column.width,
      render: (_: unknown, row: Row) => (column.render ? column.render(row) : column.text(row)),
    })),
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      width: actionsWidth,
      render: (_: unknown, row: Row) => (
        <span className="fd-flow-settings__row-actions">
          {mayEdit ? (
            <Link to={editPath(row)} aria-label={t('list.editRow', { name: rowName(row) })}>
              {t('list.edit')}
            </Link>
          ) : null}
          {viewPath ? (
            <Link to={viewPath(row)} aria-label={t('list.viewRow', { name: rowName(row) })}>
              {t('list.view')}
            </Link>
          ) : (
            <Button theme="borderless" size="small" aria-label={t('list.viewRow', { name: rowName(row) })} onClick={() => setViewed(row)}>
              {t('list.view')}
            </Button>
          )}
          {rowActions?.(row, reload)}
        </span>
      ),
    },
  ];

  return (
    <div className="fd-flow-settings">
      <h2>{title}</h2>
      <ListSearchBar list={list} fields={searchFields} className="fd-flow-settings__search" texts={{ label: t('list.searchLabel'), search: t('list.search'), reset: t('list.reset') }} />
      {mayAdd || mayRemove ? (
        <div className="fd-flow-settings__toolbar">
          {mayAdd ? (
            <Button theme="solid" icon={<IconPlus aria-hidden="true" />} onClick={() => void navigate(addPath)}>
              {t('list.add')}
            </Button>
          ) : null}
          {/* Semi's light danger button fails the contrast check; deleting asks for confirmation anyway. */}
          {mayRemove ? (
            <Button icon={<IconDelete aria-hidden="true" />} onClick={askRemoval}>
              {t('list.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <PagedListBody
        list={list}
        columns={tableColumns}
        rowKey={rowKey}
        // rows are chosen only to be deleted
        rowSelection={mayRemove ? { selectedRowKeys: selected, onChange: (keys?: (string | number)[]) => setSelected((keys ?? []).map(String)) } : undefined}
        footerClassName="fd-flow-settings__footer"
        texts={{
          loadFailed: t('list.loadFailed'),
          retry: t('list.retry'),
          loading: t('list.loading'),
          empty: t('list.empty'),
          emptyFiltered: t('list.emptyFiltered'),
          total: t('list.total', { total }),
        }}
      />
      {confirming ? (
        <ActionDialog title={t('list.deleteTitle')} submitLabel={t('list.delete')} busy={removing} onSubmit={() => void confirmRemoval()} onCancel={() => setConfirming(false)}>
          <p>{t('list.deleteConfirm', { count: selected.length })}</p>
        </ActionDialog>
      ) : null}
      {viewed ? (
        <Dialog visible title={t('list.details')} onCancel={() => setViewed(undefined)} footer={<Button onClick={() => setViewed(undefined)}>{t('list.close')}</Button>}>
          <DetailList details={columns.map((column) => ({ label: column.title, value: column.text(viewed) }))} />
        </Dialog>
      ) : null}
    </div>
  );
}
