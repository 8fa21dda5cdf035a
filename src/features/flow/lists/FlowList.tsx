// The one list of the flow centre (spec 02-process §2.1): heading, LIKE search bar, the route's filter
// (/<alias>/<defKey> or /<alias>/<orgName>/<orgId>), a table whose columns each list gives, the pager, the
// CSV export of the whole filtered list, and the loading, failure and empty states.
import { useEffect, useMemo, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Input, Table, Toast } from '@douyinfe/semi-ui-19';
import { IconDownload, IconSearch } from '@douyinfe/semi-icons';
import { saveBlob, unwrap, type ApiResult, type CallOptions } from '../../../api/http';
import type { FieldSort, PageList, QueryFilter } from '../../../api/types';
import { LoadFailure, PageLoading } from '../../../components/LoadStates';
import { Pager } from '../../../components/Pager';
import { ResultPage } from '../../../components/ResultPage';
import { buildCsv, csvFileName } from './csv';
import { DEFAULT_PAGE_SIZE, EXPORT_MAX_ROWS, listFilter, routeFilter, searchQuerys } from './listFilter';
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

export interface SearchField {
  property: string;
  label: string;
}

export type ListLoader<Row> = (filter: QueryFilter, options?: CallOptions) => Promise<ApiResult<PageList<Row>>>;

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
}

const emptyValues = (fields: readonly SearchField[]) => Object.fromEntries(fields.map((field) => [field.property, '']));

export function FlowList<Row extends object>({ listKey, title, load, columns, rowKey, sorter, searchFields, children }: FlowListProps<Row>) {
  const { t, i18n } = useTranslation('flow');
  const fields = useMemo<readonly SearchField[]>(
    () =>
      searchFields ?? [
        { property: 'subject', label: t('lists.column.subject') },
        { property: 'procDefName', label: t('lists.column.procDefName') },
      ],
    [searchFields, t],
  );
  // Semi's table element takes no label of its own: name the grid through the table it renders
  const tableParts = useMemo(() => ({ body: { outer: (props: HTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={title} /> } }), [title]);
  const route = routeFilter(useParams()['*']);
  const [draft, setDraft] = useState<Record<string, string>>(() => emptyValues(fields));
  const [applied, setApplied] = useState<Record<string, string>>(() => emptyValues(fields));
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const searched = searchQuerys(applied);
  const querys = [...route.querys, ...searched];
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    ['flow:list', listKey, JSON.stringify(querys), page, i18n.language] as const,
    () => unwrap(load(listFilter(querys, page, DEFAULT_PAGE_SIZE, sorter), { quiet: true })),
    { revalidateOnFocus: false, keepPreviousData: true },
  );

  useEffect(() => {
    document.title = title;
  }, [title]);

  const reload = () => void mutate();
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;
  const pageSize = Number(data?.pageSize) || DEFAULT_PAGE_SIZE;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPage(1);
  };
  const reset = () => {
    setDraft(emptyValues(fields));
    setApplied(emptyValues(fields));
    setPage(1);
  };

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

  let body: ReactNode;
  if (error) {
    body = <LoadFailure error={error} headingLevel={3} title={t('lists.loadFailed')} retryLabel={t('lists.retry')} onRetry={reload} />;
  } else if (isLoading && !data) {
    body = <PageLoading text={t('lists.loading')} />;
  } else if (rows.length === 0) {
    body = <ResultPage illustration="noContent" headingLevel={3} title={t('lists.empty')} description={searched.length > 0 ? t('lists.emptyFiltered') : undefined} />;
  } else {
    body = (
      <>
        <div aria-busy={isValidating || undefined}>
          <Table<Row>
            size="small"
            components={tableParts}
            columns={tableColumns}
            dataSource={rows}
            rowKey={(row?: Row) => (row ? rowKey(row) : '')}
            pagination={false}
          />
        </div>
        <div className="fd-flow-list__footer">
          <span>{t('lists.total', { total })}</span>
          <Pager page={Number(data?.page) || page} pages={Math.max(1, Math.ceil(total / pageSize))} onPage={setPage} />
        </div>
      </>
    );
  }

  return (
    <div className="fd-flow-list">
      <h2>{title}</h2>
      {route.orgName ? <p className="fd-flow-list__note">{t('lists.orgNote', { name: route.orgName })}</p> : null}
      <form className="fd-flow-list__search" role="search" aria-label={t('lists.searchLabel')} onSubmit={search}>
        {fields.map((field) => (
          <Input
            key={field.property}
            value={draft[field.property] ?? ''}
            onChange={(value) => setDraft((values) => ({ ...values, [field.property]: value }))}
            aria-label={field.label}
            placeholder={field.label}
            showClear
          />
        ))}
        <Button htmlType="submit" theme="solid" icon={<IconSearch />}>
          {t('lists.search')}
        </Button>
        <Button onClick={reset}>{t('lists.reset')}</Button>
        <Button icon={<IconDownload />} loading={exporting} disabled={total === 0} onClick={() => void exportList()}>
          {t('lists.export')}
        </Button>
      </form>
      {body}
      {children?.({ rows, reload })}
    </div>
  );
}
