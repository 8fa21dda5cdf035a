// The state every searchable, paged list shares (the flow lists and the personal settings lists): the search
// bar's draft and applied values, the page, the SWR call with the QueryFilter, and the table's label.
import { useEffect, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { createElement } from 'react';
import useSWR from 'swr';
import { unwrap, type ApiResult, type CallOptions } from '../../../api/http';
import type { FieldSort, PageList, QueryField, QueryFilter } from '../../../api/types';
import { listFilter, searchQuerys } from './listFilter';

export interface SearchField {
  property: string;
  label: string;
}

export type ListLoader<Row> = (filter: QueryFilter, options?: CallOptions) => Promise<ApiResult<PageList<Row>>>;

export interface PagedListOptions<Row> {
  /** the SWR key's first parts: keeps the lists' caches apart */
  cacheKey: readonly string[];
  title: string;
  load: ListLoader<Row>;
  fields: readonly SearchField[];
  pageSize: number;
  sorter: FieldSort[];
  /** conditions that always apply (a route's filter) */
  fixedQuerys?: readonly QueryField[];
  language: string;
}

const emptyValues = (fields: readonly SearchField[]) => Object.fromEntries(fields.map((field) => [field.property, '']));

export function usePagedList<Row>({ cacheKey, title, load, fields, pageSize, sorter, fixedQuerys = [], language }: PagedListOptions<Row>) {
  const [draft, setDraft] = useState<Record<string, string>>(() => emptyValues(fields));
  const [applied, setApplied] = useState<Record<string, string>>(() => emptyValues(fields));
  const [page, setPage] = useState(1);
  const searched = searchQuerys(applied);
  const querys = [...fixedQuerys, ...searched];
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    [...cacheKey, JSON.stringify(querys), page, language] as const,
    () => unwrap(load(listFilter(querys, page, pageSize, sorter), { quiet: true })),
    { revalidateOnFocus: false, keepPreviousData: true },
  );

  useEffect(() => {
    document.title = title;
  }, [title]);

  // Semi's table element takes no label of its own: name the grid through the table it renders
  const tableParts = useMemo(
    () => ({ body: { outer: (attributes: HTMLAttributes<HTMLTableElement>) => createElement('table', { ...attributes, 'aria-label': title }) } }),
    [title],
  );

  return {
    draft,
    setDraft,
    /** the conditions of the search bar alone (an empty result then hints at changing them) */
    searched,
    querys,
    page,
    setPage,
    data,
    error,
    isLoading,
    isValidating,
    reload: () => void mutate(),
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    pageSize: Number(data?.pageSize) || pageSize,
    tableParts,
    search: (event: FormEvent) => {
      event.preventDefault();
      setApplied(draft);
      setPage(1);
    },
    reset: () => {
      setDraft(emptyValues(fields));
      setApplied(emptyValues(fields));
      setPage(1);
    },
  };
}
