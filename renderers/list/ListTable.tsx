// The table of a list: a Semi Table whose body is virtualized (fixed row height) once a page holds more rows
// than fit comfortably, with a separate pager for server paging, controlled sorting, optional single or
// multiple selection, an optional action column (links or buttons per row), and loading, empty and error
// states. Cells are always text (never markup): plain, in a tag, or as a link's text.
import { createElement, useId, useLayoutEffect, useMemo, useRef, type ComponentType, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { IconCaretdown, IconCaretup, IconChevronDown, IconChevronLeft, IconChevronRight } from '@douyinfe/semi-icons';
import { Button, Select, Table, Tag } from '@douyinfe/semi-ui-19';
import type { ColumnProps, RowSelectionProps } from '@douyinfe/semi-ui-19/lib/es/table/interface';
import type { Locale } from '../messages';
import { useValidPopupReferences } from '../rjsf-semi/widgets/shared';
import { columnAlign, columnText, columnWidth, isNegativeCell, DEFAULT_COLUMN_WIDTH, PAGE_GAP, pageWindow, rowKeys, type ListColumn, type ListRow, type ListRowActions, type ListSort } from './columns';
import { formatListMessage } from './messages';
import { amountClass } from './AmountText';
import './list.css';

/** Pages longer than this are virtualized: only the rows in view are in the DOM. */
export const VIRTUALIZE_FROM = 50;
export const DEFAULT_ROW_HEIGHT = 40;
export const DEFAULT_BODY_HEIGHT = 480;
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

export interface ListPaging {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** Page sizes offered (default 10, 20, 50, 100); an empty list hides the size changer. */
  readonly pageSizes?: readonly number[];
}

export interface ListSelection {
  readonly mode: 'single' | 'multiple';
  /** Row keys (see rowKeys: keyField, else id/ID/id_/ID_, else the position '#n'). */
  readonly selectedKeys: readonly string[];
  onChange(keys: string[], rows: ListRow[]): void;
}

/** How the table draws a link: the host's router link (default: a plain anchor). */
export type ListLink = ComponentType<{ href: string; className?: string; 'aria-label'?: string; children: ReactNode }>;

const PlainLink: ListLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

export interface ListTableProps {
  columns: readonly ListColumn[];
  rows: readonly ListRow[];
  /** Accessible name of the table region. */
  label: string;
  locale: Locale;
  loading?: boolean;
  /** A failed load: shown as an alert (with a retry button when onRetry is given). */
  error?: string;
  /** What failed, shown before the error's message ("The projects could not be loaded"). */
  errorTitle?: string;
  /** The text of an empty list (default "暂无数据" / "No data"). */
  emptyText?: string;
  /** A last column of per-row actions. */
  actions?: ListRowActions;
  /** Draws the links of `href` columns and link actions (the portal passes its router's link). */
  linkComponent?: ListLink;
  onRetry?(): void;
  /** Server paging; without it the rows are one page and no pager shows. */
  paging?: ListPaging;
  onPageChange?(page: number, pageSize: number): void;
  sort?: ListSort;
  /** Sorting of the sortable columns; undefined = back to the default order. */
  onSortChange?(sort: ListSort | undefined): void;
  selection?: ListSelection;
  /** The row property that identifies a row (default id, ID, id_ or ID_ when unique). */
  keyField?: string;
  /** Row height of the virtualized body, px. */
  rowHeight?: number;
  /** Body height of a virtualized table, px. */
  height?: number;
  onRowClick?(row: ListRow, index: number): void;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

/** The next order of a sortable column: ascending → descending → the default order. */
function nextSort(field: string, sort: ListSort | undefined): ListSort | undefined {
  if (sort?.field !== field) return { field, direction: 'ASC' };
  return sort.direction === 'ASC' ? { field, direction: 'DESC' } : undefined;
}

/**
 * A sortable column's title: a real button (Semi's sorter is a div the keyboard cannot reach, named in English
 * only); the header cell carries aria-sort.
 */
function SortButton({ column, sort, onSortChange }: { column: ListColumn; sort: ListSort | undefined; onSortChange(sort: ListSort | undefined): void }) {
  const direction = sort?.field === column.field ? sort.direction : undefined;
  return (
    <button type="button" className="fd-list-sort" onClick={() => onSortChange(nextSort(column.field, sort))}>
      <span>{column.title}</span>
      <span className="fd-list-sort__icons" aria-hidden="true">
        <IconCaretup size="small" className={direction === 'ASC' ? 'fd-list-sort__on' : undefined} />
        <IconCaretdown size="small" className={direction === 'DESC' ? 'fd-list-sort__on' : undefined} />
      </span>
    </button>
  );
}

/** A cell: the column's text, in a tag or a link when the column says so. */
function cell(column: ListColumn, row: ListRow, LinkTo: ListLink): ReactNode {
  const text = columnText(column, row);
  const href = text === '' ? undefined : column.href?.(row);
  if (href) return <LinkTo href={href}>{text}</LinkTo>;
  if (column.tag && text !== '') return <Tag color={typeof column.tag === 'function' ? column.tag(row) : undefined}>{text}</Tag>;
  // a negative amount: the minus sign says it, the class's colour only repeats it
  if (column.number && !column.format) return <span className={amountClass(isNegativeCell(column, row))}>{text}</span>;
  return text;
}

/** The action column: the row's visible actions, links or small buttons, each named for its row. */
function actionColumn(actions: ListRowActions, LinkTo: ListLink): ColumnProps<ListRow> {
  // A button's click must not also count as a click on its row.
  const run = (event: MouseEvent, action: () => void) => {
    event.stopPropagation();
    action();
  };
  return {
    title: actions.title,
    dataIndex: ACTION_COLUMN,
    key: ACTION_COLUMN,
    width: actions.width ?? DEFAULT_COLUMN_WIDTH,
    render: (_: unknown, row: ListRow) => (
      <span className="fd-list-actions">
        {actions.items
          .filter((action) => action.visible?.(row) ?? true)
          .map((action) => {
            const name = action.ariaLabel?.(row);
            return action.href ? (
              <LinkTo key={action.key} href={action.href(row)} aria-label={name}>
                {action.label}
              </LinkTo>
            ) : (
              <Button key={action.key} theme="borderless" size="small" className="fd-list-action-button" aria-label={name} onClick={(event) => run(event, () => action.onClick?.(row))}>
                {action.label}
              </Button>
            );
          })}
      </span>
    ),
  };
}

const ACTION_COLUMN = '__actions';

function tableColumns(columns: readonly ListColumn[], rows: readonly ListRow[], sort: ListSort | undefined, onSortChange: ListTableProps['onSortChange'], LinkTo: ListLink): ColumnProps<ListRow>[] {
  return columns.map((column) => {
    const sortable = Boolean(onSortChange && column.sortable);
    return {
      title: sortable ? <SortButton column={column} sort={sort} onSortChange={onSortChange!} /> : column.title,
      dataIndex: column.field,
      key: column.field,
      width: columnWidth(column, sortable, rows),
      align: columnAlign(column),
      ellipsis: { showTitle: true },
      render: (_: unknown, row: ListRow) => cell(column, row, LinkTo),
      ...(sortable ? { onHeaderCell: () => ({ 'aria-sort': sort?.field === column.field ? ARIA_SORT[sort.direction] : 'none' }) } : {}),
    };
  });
}

function selectionProps(selection: ListSelection, rows: readonly ListRow[], keys: WeakMap<ListRow, string>, locale: Locale): RowSelectionProps<ListRow> {
  const indexOf = new Map(rows.map((row, index) => [row, index]));
  const rowsOf = (selected: readonly string[]) => rows.filter((row) => selected.includes(keys.get(row) ?? ''));
  return {
    selectedRowKeys: [...selection.selectedKeys],
    width: 48,
    getCheckboxProps: (row) => ({ 'aria-label': formatListMessage('list.selectRow', { row: (indexOf.get(row!) ?? 0) + 1 }, locale) }),
    // A single choice has no "select all": its header only names the column.
    ...(selection.mode === 'single'
      ? {
          renderCell: ({ inHeader, originNode }) => (inHeader ? <span className="fd-list-visually-hidden">{formatListMessage('list.selection', {}, locale)}</span> : originNode),
          onSelect: (row, selected) => {
            const key = keys.get(row!) ?? '';
            const next = selected ? [key] : [];
            selection.onChange(next, rowsOf(next));
          },
        }
      : {
          renderCell: ({ inHeader, originNode }) => (inHeader ? <span title={formatListMessage('list.selectAll', {}, locale)}>{originNode}</span> : originNode),
          onChange: (selectedKeys) => {
            const next = (selectedKeys ?? []).map(String);
            selection.onChange(next, rowsOf(next));
          },
        }),
  };
}

/**
 * The page-size choice, labelled and with valid popup references (Semi's own size changer sits inside the
 * pager's list and names itself "selected", which assistive technology cannot use).
 */
function PageSizeSelect({ sizes, value, onChange, locale }: { sizes: readonly number[]; value: number; onChange(size: number): void; locale: Locale }) {
  const labelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  useValidPopupReferences(wrapper, '[role="combobox"]');
  const options = sizes.includes(value) ? sizes : [...sizes, value].sort((a, b) => a - b);
  return (
    <div ref={wrapper} className="fd-list-table__size">
      <span id={labelId}>{formatListMessage('list.pageSize', {}, locale)}</span>
      <Select
        aria-labelledby={labelId}
        size="small"
        arrowIcon={<IconChevronDown aria-hidden="true" />}
        value={value}
        optionList={options.map((size) => ({ value: size, label: String(size) }))}
        onChange={(next) => onChange(Number(next))}
      />
    </div>
  );
}

/**
 * The pager: real buttons in a labelled navigation list (Semi's Pagination uses clickable list items that the
 * keyboard cannot reach), the current page marked with aria-current.
 */
function Pager({ page, pageSize, total, onChange, locale }: { page: number; pageSize: number; total: number; onChange(page: number): void; locale: Locale }) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const t = (key: Parameters<typeof formatListMessage>[0], params?: Record<string, number>) => formatListMessage(key, params, locale);
  return (
    <nav aria-label={t('list.pagination')}>
      <ul className="fd-list-pager">
        <li>
          <Button theme="borderless" size="small" icon={<IconChevronLeft aria-hidden="true" />} aria-label={t('list.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)} />
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === PAGE_GAP ? (
            <li key={`gap-${index}`} aria-hidden="true" className="fd-list-pager__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                theme={item === page ? 'solid' : 'borderless'}
                size="small"
                aria-label={t('list.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button theme="borderless" size="small" icon={<IconChevronRight aria-hidden="true" />} aria-label={t('list.next')} disabled={page >= pageCount} onClick={() => onChange(page + 1)} />
        </li>
      </ul>
    </nav>
  );
}

export function ListTable(props: ListTableProps) {
  const { columns, rows, label, locale, loading, error, onRetry, paging, onPageChange, sort, onSortChange, selection, keyField, onRowClick } = props;
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT;
  // One map for the table's life: Semi renders the previous rows once more with the new props before it takes
  // the new ones, and those must keep their keys. Positional keys of each list are set apart by a generation.
  const keyStore = useRef({ keys: new WeakMap<ListRow, string>(), generation: 0 });
  const keys = useMemo(() => {
    const store = keyStore.current;
    store.generation += 1;
    return rowKeys(rows, keyField, `#${store.generation}-`, store.keys);
  }, [rows, keyField]);
  const LinkTo = props.linkComponent ?? PlainLink;
  const { actions } = props;
  const semiColumns = useMemo(
    () => [...tableColumns(columns, rows, sort, onSortChange, LinkTo), ...(actions ? [actionColumn(actions, LinkTo)] : [])],
    [columns, rows, sort, onSortChange, LinkTo, actions],
  );
  const width = useMemo(() => semiColumns.reduce((sum, column) => sum + Number(column.width), selection ? 48 : 0), [semiColumns, selection]);
  const virtualized = rows.length > VIRTUALIZE_FROM;
  const dataSource = rows as ListRow[];
  // Semi's table element takes no label of its own: the grid is named through the table it renders (a
  // virtualized body is named below).
  const namedTable = useMemo(
    () => ({ body: { outer: (attributes: HTMLAttributes<HTMLTableElement>) => createElement('table', { ...attributes, 'aria-label': label }) } }),
    [label],
  );

  const region = useRef<HTMLElement>(null);
  // A virtualized body renders its rows in a plain scrolling div, apart from the header's table: that div is
  // made the (focusable, scrollable) grid of the rows, so assistive technology finds rows inside a grid.
  useLayoutEffect(() => {
    const section = region.current;
    if (!virtualized || !section) return;
    const apply = () => {
      const body = section.querySelector('.semi-table-body');
      if (!body) return;
      // Only what differs is written: this runs while the rows scroll by.
      const set = (name: string, value: string) => body.getAttribute(name) !== value && body.setAttribute(name, value);
      set('role', 'grid');
      set('tabindex', '0'); // it scrolls, so the keyboard must be able to reach it
      set('aria-label', label);
      set('aria-rowcount', String(rows.length));
      set('aria-colcount', String(semiColumns.length));
    };
    apply();
    // Semi builds the virtualized body after its own first render: catch it when it appears.
    const observer = new MutationObserver(apply);
    observer.observe(section, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [virtualized, label, rows.length, semiColumns.length]);

  const pageSizes = paging?.pageSizes ?? DEFAULT_PAGE_SIZES;
  return (
    <section ref={region} className="fd-list-table" aria-label={label} aria-busy={loading || undefined}>
      {error ? (
        <div className="fd-list-table__state" role="alert">
          {props.errorTitle ? <strong>{props.errorTitle}</strong> : null} <span>{error}</span>{' '}
          {onRetry ? (
            <Button size="small" onClick={onRetry}>
              {formatListMessage('list.retry', {}, locale)}
            </Button>
          ) : null}
        </div>
      ) : null}
      {loading ? (
        <span className="fd-list-visually-hidden" role="status">
          {formatListMessage('list.loading', {}, locale)}
        </span>
      ) : null}
      <Table<ListRow>
        size="small"
        columns={semiColumns}
        dataSource={dataSource}
        rowKey={(row?: ListRow) => (row ? (keys.get(row) ?? '') : '')}
        pagination={false}
        components={virtualized ? undefined : namedTable}
        loading={loading}
        rowSelection={selection ? selectionProps(selection, rows, keys, locale) : undefined}
        empty={<div className="fd-list-table__state">{props.emptyText ?? formatListMessage('list.empty', {}, locale)}</div>}
        scroll={virtualized ? { y: props.height ?? DEFAULT_BODY_HEIGHT, x: width } : { x: width }}
        virtualized={virtualized ? { itemSize: rowHeight } : undefined}
        onRow={onRowClick ? (row?: ListRow, index?: number) => ({ onClick: () => onRowClick(row!, index ?? 0) }) : undefined}
      />
      {paging ? (
        <div className="fd-list-table__pager">
          <span className="fd-list-table__total">{formatListMessage('list.total', { total: paging.total }, locale)}</span>
          <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} onChange={(page) => onPageChange?.(page, paging.pageSize)} locale={locale} />
          {pageSizes.length > 0 ? <PageSizeSelect sizes={pageSizes} value={paging.pageSize} onChange={(size) => onPageChange?.(1, size)} locale={locale} /> : null}
        </div>
      ) : null}
    </section>
  );
}
