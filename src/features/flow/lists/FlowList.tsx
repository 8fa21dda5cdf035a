// The one list of the flow centre (spec 02-process §2.1): heading, LIKE search bar, the route's filter
// (/<alias>/<defKey> or /<alias>/<orgName>/<orgId>), a table whose columns each list gives, the pager, the
// CSV export of the whole filtered list, and the loading, failure and empty states.
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { IconDownload } from '@douyinfe/semi-icons';
import { saveBlob } from '../../../api/http';
import type { FieldSort } from '../../../api/types';
import { buildCsv, csvFileName } from './csv';
import { DEFAULT_PAGE_SIZE, EXPORT_MAX_ROWS, listFilter, routeFilter } from './listFilter';
import { ListSearchBar, PagedListBody, type RowGrouping } from './PagedListParts';
import { usePagedList, type ListLoader, type SearchField } from './usePagedList';
import './flowLists.css';

/** What a cell's render may need besides its row: the page's rows and a reload after an action. */
export interface FlowListContext<Row> {
  rows: readonly Row[];
  reload: () => void;
}

export interface FlowColumn<Row> {
  key: string;
  title: string;
  /** the cell as text: shown unless `render` is given, and exported; a column without text is not exported */
  text?: (row: Row) => string;
  render?: (row: Row, context: FlowListContext<Row>) => ReactNode;
  width?: number;
}

export type { ListLoader, SearchField } from './usePagedList';

export interface FlowListProps<Row> {
  /** the menu item's alias: keeps the lists' caches apart */
  listKey: string;
  title: string;
  load: ListLoader<Row>;
  columns: readonly FlowColumn<Row>[];
  rowKey: (row: Row) => string;
  sorter: FieldSort[];
  /** LIKE fields of the search bar; default subject and process name */
  searchFields?: readonly SearchField[];
  /** dialogs a list opens from its cells */
  children?: (context: FlowListContext<Row>) => ReactNode;
  /** rows in sections (the start list's categories) */
  grouping?: RowGrouping<Row>;
}

export function FlowList<Row extends object>({ listKey, title, load, columns, rowKey, sorter, searchFields, children, grouping }: FlowListProps<Row>) {
  const { t, i18n } = useTranslation('flow');
  const fields = useMemo<readonly SearchField[]>(
    () =>
      searchFields ?? [
        { property: 'subject', label: t('lists.column.subject') },
        { property: 'procDefName', label: t('lists.column.procDefName') },
      ],
    [searchFields, t],
  );
  const route = routeFilter(useParams()['*']);
  const list = usePagedList<Row>({
    cacheKey: ['flow:list', listKey],
    title,
    load,
    fields,
    pageSize: DEFAULT_PAGE_SIZE,
    sorter,
    fixedQuerys: route.querys,
    language: i18n.language,
  });
  const { querys, reload, rows, total } = list;
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    // the request layer shows a failure itself
    const answer = await load(listFilter(querys, 1, Math.min(total, EXPORT_MAX_ROWS), sorter), { allowDuplicate: true });
    setExporting(false);
    if (!answer.ok || !answer.data) return;
    const exported = columns.flatMap(({ title: header, text }) => (text ? [{ header, text }] : []));
    const csv = buildCsv(
      exported.map((column) => column.header),
      answer.data.rows.map((row) => exported.map((column) => column.text(row))),
    );
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(title, new Date()));
    if (total > EXPORT_MAX_ROWS) Toast.warning({ content: t('lists.exportLimited', { count: EXPORT_MAX_ROWS }), duration: 3 });
  };

  const tableColumns = columns.map((column) => ({
    title: column.title,
    dataIndex: column.key,
    width: column.width,
    render: (_: unknown, row: Row) => (column.render ? column.render(row, { rows, reload }) : column.text?.(row)),
  }));

  return (
    <div className="fd-flow-list">
      <h2>{title}</h2>
      {route.orgName ? <p className="fd-flow-list__note">{t('lists.orgNote', { name: route.orgName })}</p> : null}
      <ListSearchBar list={list} fields={fields} className="fd-flow-list__search" texts={{ label: t('lists.searchLabel'), search: t('lists.search'), reset: t('lists.reset') }}>
        <Button icon={<IconDownload />} loading={exporting} disabled={total === 0} onClick={() => void exportList()}>
          {t('lists.export')}
        </Button>
      </ListSearchBar>
      <PagedListBody
        list={list}
        columns={tableColumns}
        rowKey={rowKey}
        grouping={grouping}
        footerClassName="fd-flow-list__footer"
        texts={{
          loadFailed: t('lists.loadFailed'),
          retry: t('lists.retry'),
          loading: t('lists.loading'),
          empty: t('lists.empty'),
          emptyFiltered: t('lists.emptyFiltered'),
          total: t('lists.total', { total }),
        }}
      />
      {children?.({ rows, reload })}
    </div>
  );
}
