// A query view: its conditions as the search form, its shown fields as server-sorted columns, server paging,
// and (when its buttons include export) an export of all rows or of the current page as .xlsx.
import { useCallback, useState } from 'react';
import { Button } from '@douyinfe/semi-ui-19';
import { SearchList, toQueryFields, type ConditionValues, type FetchPage, type ListPage, type ListSort } from '../../list';
import type { Locale } from '../../messages';
import { formatQueryMessage } from './messages';
import type { QueryViewModel } from './queryViewAdapter';
import type { QueryViewFilter, QueryViewSource } from './queryViewSource';
import { readPageList } from './run';
import { QuerySection } from './QuerySection';

export interface QueryViewViewProps {
  source?: QueryViewSource;
  height?: number;
  /** false: the host page's heading already names the view, so the view shows no heading of its own */
  titled?: boolean;
}

export interface QueryViewRendererProps extends QueryViewViewProps {
  model: QueryViewModel;
  locale: Locale;
}

/** The QueryFilter of a search: the typed conditions, the page and the column order. */
export function queryViewFilter(model: QueryViewModel, values: ConditionValues, page: number, pageSize: number, sort: ListSort | undefined): QueryViewFilter {
  return {
    pageBean: { page, pageSize, showTotal: true },
    querys: toQueryFields(model.conditions, values),
    sorter: sort ? [{ property: sort.field, direction: sort.direction }] : [],
  };
}

function ExportButtons({ model, source, locale, values, sort, page }: { model: QueryViewModel; source: QueryViewSource; locale: Locale; values: ConditionValues; sort?: ListSort; page: ListPage | null }) {
  const [busy, setBusy] = useState(false);
  const exportRows = async (getType: 'all' | 'page') => {
    setBusy(true);
    try {
      const filter = queryViewFilter(model, values, page?.page ?? 1, page?.pageSize ?? model.pageSize, sort);
      const answer = await source.exportRows(model.sqlAlias, model.alias, getType, model.exportFields, filter);
      if (!answer.ok && !answer.canceled) source.notifyError(answer.message || formatQueryMessage('queryView.exportFailed', {}, locale));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void exportRows('all')} loading={busy}>
        {formatQueryMessage('queryView.exportAll', {}, locale)}
      </Button>
      <Button onClick={() => void exportRows('page')} disabled={busy || !page?.rows.length}>
        {formatQueryMessage('queryView.exportPage', {}, locale)}
      </Button>
    </>
  );
}

export function QueryViewRenderer({ model, locale, source, height, titled }: QueryViewRendererProps) {
  const fetchPage: FetchPage = useCallback(
    async ({ values, page, pageSize, sort }) => {
      if (!source) throw new Error(formatQueryMessage('query.noSource', {}, locale));
      const answer = await source.getData(model.sqlAlias, model.alias, queryViewFilter(model, values, page, model.needPage ? pageSize : 1000, sort));
      if (!answer.ok) {
        if (answer.canceled) return null;
        throw new Error(answer.message || formatQueryMessage('query.requestFailed', {}, locale));
      }
      return readPageList(answer.data, { page, pageSize }, locale);
    },
    [model, source, locale],
  );
  const notify = useCallback((message: string) => source?.notifyError(message), [source]);
  const headingId = `fd-query-view-${model.sqlAlias}-${model.alias}`;
  return (
    <QuerySection headingId={headingId} name={model.name} titled={titled}>
      <SearchList
        conditions={model.conditions}
        columns={model.columns}
        fetchPage={fetchPage}
        label={formatQueryMessage('query.results', { name: model.name }, locale)}
        locale={locale}
        paging={model.needPage ? 'server' : 'none'}
        pageSize={model.pageSize}
        sorting="server"
        initialSort={model.initialSort}
        onError={notify}
        blockedBy={model.errors[0]?.message ?? (source ? undefined : formatQueryMessage('query.noSource', {}, locale))}
        searchOnMount={model.initQuery}
        height={height}
        toolbar={model.exportable && source && source.canExport !== false ? (state) => <ExportButtons model={model} source={source} locale={locale} {...state} /> : undefined}
      />
    </QuerySection>
  );
}
