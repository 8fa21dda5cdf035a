// What every searchable, paged list draws (the flow lists and the personal settings lists): the search bar and
// the body — failure with a retry, loading, empty (with a hint when a search is applied), the labelled table
// and the pager. The texts come from the list's own namespace.
import type { ReactNode } from 'react';
import { Button, Input, Table } from '@douyinfe/semi-ui-19';
import type { ColumnProps, RowSelectionProps } from '@douyinfe/semi-ui-19/lib/es/table/interface';
import { IconSearch } from '@douyinfe/semi-icons';
import { LoadFailure, PageLoading } from '../../../components/LoadStates';
import { Pager } from '../../../components/Pager';
import { ResultPage } from '../../../components/ResultPage';
import type { SearchField, usePagedList } from './usePagedList';

type PagedList<Row> = ReturnType<typeof usePagedList<Row>>;

export interface ListSearchBarProps {
  list: Pick<PagedList<unknown>, 'draft' | 'setDraft' | 'search' | 'reset'>;
  fields: readonly SearchField[];
  className: string;
  texts: { label: string; search: string; reset: string };
  /** more buttons after search and reset (export) */
  children?: ReactNode;
}

export function ListSearchBar({ list, fields, className, texts, children }: ListSearchBarProps) {
  return (
    <form className={className} role="search" aria-label={texts.label} onSubmit={list.search}>
      {fields.map((field) => (
        <Input
          key={field.property}
          value={list.draft[field.property] ?? ''}
          onChange={(value) => list.setDraft((values) => ({ ...values, [field.property]: value }))}
          aria-label={field.label}
          placeholder={field.label}
          showClear
        />
      ))}
      <Button htmlType="submit" theme="solid" icon={<IconSearch aria-hidden="true" />}>
        {texts.search}
      </Button>
      <Button onClick={list.reset}>{texts.reset}</Button>
      {children}
    </form>
  );
}

export interface PagedListBodyProps<Row extends object> {
  list: PagedList<Row>;
  columns: ColumnProps<Row>[];
  rowKey: (row: Row) => string;
  rowSelection?: RowSelectionProps<Row>;
  footerClassName: string;
  texts: { loadFailed: string; retry: string; loading: string; empty: string; emptyFiltered: string; total: string };
  /** rows in sections: the key of a row's section, and the section's heading row */
  grouping?: RowGrouping<Row>;
}

export interface RowGrouping<Row> {
  by: (row: Row) => string;
  /** the section's heading, given its first row */
  section: (first: Row) => ReactNode;
}

export function PagedListBody<Row extends object>({ list, columns, rowKey, rowSelection, footerClassName, texts, grouping }: PagedListBodyProps<Row>) {
  const { data, error, isLoading, isValidating, rows, searched, reload, total, page, pageSize, setPage, tableParts } = list;
  if (error) return <LoadFailure error={error} headingLevel={3} title={texts.loadFailed} retryLabel={texts.retry} onRetry={reload} />;
  if (isLoading && !data) return <PageLoading text={texts.loading} />;
  if (rows.length === 0) return <ResultPage illustration="noContent" headingLevel={3} title={texts.empty} description={searched.length > 0 ? texts.emptyFiltered : undefined} />;
  return (
    <>
      <div aria-busy={isValidating || undefined}>
        <Table<Row>
          size="small"
          components={tableParts}
          columns={columns}
          dataSource={rows}
          rowKey={(row?: Row) => (row ? rowKey(row) : '')}
          rowSelection={rowSelection}
          pagination={false}
          // Semi leaves out rows whose key is '' and folds sections unless told: every row is in an open section
          groupBy={grouping ? (row?: Row) => (row ? grouping.by(row) || '-' : '-') : undefined}
          expandAllGroupRows={grouping !== undefined}
          renderGroupSection={
            grouping
              ? (key?: string | number) => {
                  const first = rows.find((row) => (grouping.by(row) || '-') === String(key ?? ''));
                  return first ? grouping.section(first) : null;
                }
              : undefined
          }
        />
      </div>
      <div className={footerClassName}>
        <span>{texts.total}</span>
        <Pager page={Number(data?.page) || page} pages={Math.max(1, Math.ceil(total / pageSize))} onPage={setPage} />
      </div>
    </>
  );
}
