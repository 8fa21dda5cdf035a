// A whole searchable list: the condition form, the table and its pager, wired to one `fetchPage` call.
// It keeps the values, page, page size and sort, searches on mount and on submit, ignores answers that a
// newer search superseded, and shows loading, empty and error states (and reports errors to `onError`,
// e.g. a toast). Kinds give it their conditions, columns and a fetchPage over their data source.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../messages';
import { sortRows, type ListColumn, type ListPage, type ListRow, type ListRowActions, type ListSort } from './columns';
import { initialValues, type ConditionValues, type ListCondition } from './conditions';
import { ConditionForm } from './ConditionForm';
import { DEFAULT_PAGE_SIZES, ListTable, type ListLink, type ListSelection } from './ListTable';
import { formatListMessage } from './messages';

export interface PageRequest {
  readonly values: ConditionValues;
  readonly page: number;
  readonly pageSize: number;
  readonly sort?: ListSort;
}

/** Loads one page; resolves null when the call was superseded or canceled (nothing to show, no error). */
export type FetchPage = (request: PageRequest) => Promise<ListPage | null>;

export interface SearchListProps {
  conditions: readonly ListCondition[];
  columns: readonly ListColumn[];
  fetchPage: FetchPage;
  /** Accessible name of the results. */
  label: string;
  /** Accessible name of the condition form (default: "search conditions"). */
  conditionsLabel?: string;
  locale: Locale;
  /** 'server': the server pages (and sorts, when sorting is 'server'); 'none': one answer holds every row. */
  paging: 'server' | 'none';
  pageSize?: number;
  /** Sizes offered by the pager (default 10, 20, 50, 100; [] = the server's size only). */
  pageSizes?: readonly number[];
  /** Who sorts a clicked column: the server (sent in the request), the table (every row loaded), or nobody. */
  sorting?: 'server' | 'local' | false;
  initialSort?: ListSort;
  /** Called with each error message shown (the page's toast). */
  onError?(message: string): void;
  /** A problem that forbids searching (e.g. a broken definition): shown instead of results, reported once. */
  blockedBy?: string;
  searchOnMount?: boolean;
  selection?: ListSelection;
  keyField?: string;
  height?: number;
  rowHeight?: number;
  onRowClick?(row: ListRow, index: number): void;
  /** Passed to the table: see ListTableProps. */
  actions?: ListRowActions;
  linkComponent?: ListLink;
  emptyText?: string;
  errorTitle?: string;
  /** Extra buttons beside the pager area (e.g. export), rendered above the table. */
  toolbar?: (state: { values: ConditionValues; sort?: ListSort; page: ListPage | null }) => ReactNode;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function SearchList(props: SearchListProps) {
  const { conditions, columns, fetchPage, label, locale, paging, sorting = false, onError, blockedBy, searchOnMount = true } = props;
  const defaults = useMemo(() => initialValues(conditions), [conditions]);
  const [values, setValues] = useState<ConditionValues>(defaults);
  const [page, setPage] = useState<ListPage | null>(null);
  const [sort, setSort] = useState<ListSort | undefined>(props.initialSort);
  // Loading from the start when the list searches on opening: the first answer replaces the placeholder.
  const [loading, setLoading] = useState(searchOnMount && !blockedBy);
  const [error, setError] = useState<string | undefined>(blockedBy);
  const pageSize = useRef(props.pageSize ?? DEFAULT_PAGE_SIZES[0]);
  const latest = useRef(0);
  const reported = useRef<string | undefined>(undefined);

  const report = useCallback(
    (message: string) => {
      setError(message);
      onError?.(message);
    },
    [onError],
  );

  const load = useCallback(
    async (request: PageRequest) => {
      if (blockedBy) return;
      const ticket = ++latest.current;
      setLoading(true);
      setError(undefined);
      try {
        const answer = await fetchPage(request);
        if (ticket !== latest.current || answer === null) return;
        setPage(answer);
        pageSize.current = answer.pageSize || request.pageSize;
      } catch (failure) {
        if (ticket === latest.current) report(errorText(failure));
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [blockedBy, fetchPage, report],
  );

  // A layout effect: the first search starts right after the first commit, not after that frame is painted.
  useLayoutEffect(() => {
    if (blockedBy) {
      setError(blockedBy);
      if (reported.current !== blockedBy) onError?.(blockedBy);
      reported.current = blockedBy;
      return;
    }
    if (searchOnMount) void load({ values: defaults, page: 1, pageSize: pageSize.current, sort: sorting === 'server' ? props.initialSort : undefined });
    // Searches again only when what it searches changes (a new definition or source), not on each keystroke.
  }, [blockedBy, fetchPage, defaults]);

  useEffect(() => () => void (latest.current += 1), []);

  const search = () => void load({ values, page: 1, pageSize: pageSize.current, sort: sorting === 'server' ? sort : undefined });
  const reset = () => {
    setValues(defaults);
    void load({ values: defaults, page: 1, pageSize: pageSize.current, sort: sorting === 'server' ? sort : undefined });
  };
  const changePage = (next: number, size: number) => {
    pageSize.current = size;
    void load({ values, page: size === page?.pageSize ? next : 1, pageSize: size, sort: sorting === 'server' ? sort : undefined });
  };
  const changeSort = (next: ListSort | undefined) => {
    setSort(next);
    if (sorting === 'server') void load({ values, page: 1, pageSize: pageSize.current, sort: next });
  };

  const rows = useMemo(() => {
    const loaded = page?.rows ?? [];
    return sorting === 'local' ? sortRows(loaded, sort, locale) : loaded;
  }, [page, sorting, sort, locale]);

  return (
    <div className="fd-search-list">
      {conditions.length > 0 ? (
        <ConditionForm conditions={conditions} label={props.conditionsLabel} values={values} onChange={setValues} onSearch={search} onReset={reset} locale={locale} busy={loading} />
      ) : null}
      {props.toolbar ? <div className="fd-search-list__toolbar">{props.toolbar({ values, sort, page })}</div> : null}
      {page === null && loading ? (
        // Until the first answer, a plain placeholder: the table is built once, with its rows (a long list
        // is virtualized from its first render instead of being rebuilt when the rows arrive).
        <p className="fd-list-table__state" role="status">
          {formatListMessage('list.loading', {}, locale)}
        </p>
      ) : (
        <ListTable
          columns={columns}
          rows={rows}
          label={label}
          locale={locale}
          loading={loading}
          error={error}
          onRetry={blockedBy ? undefined : () => void load({ values, page: page?.page ?? 1, pageSize: pageSize.current, sort: sorting === 'server' ? sort : undefined })}
          paging={paging === 'server' && page ? { page: page.page, pageSize: page.pageSize, total: page.total, pageSizes: props.pageSizes } : undefined}
          onPageChange={changePage}
          sort={sort}
          onSortChange={sorting ? changeSort : undefined}
          selection={props.selection}
          keyField={props.keyField}
          height={props.height}
          rowHeight={props.rowHeight}
          onRowClick={props.onRowClick}
          actions={props.actions}
          linkComponent={props.linkComponent}
          emptyText={props.emptyText}
          errorTitle={props.errorTitle}
        />
      )}
    </div>
  );
}
