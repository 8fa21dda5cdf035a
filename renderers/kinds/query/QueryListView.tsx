// The custom query's view: the search form of its input conditions, the results table with server paging
// (needPage) or one sortable page of every row, and the catalogue errors as error toasts (source.notifyError)
// that also stay in the table's error state. Conditions of source 'param' are prefilled from `params`.
import { useCallback, useMemo, useState } from 'react';
import { SearchList, type FetchPage, type ListColumn } from '../../list';
import type { Locale } from '../../messages';
import type { CustomQueryModel } from './adapter';
import { formatQueryMessage } from './messages';
import { columnsFromRows, runQuery } from './run';
import type { CustomQuerySource } from './source';
import { QuerySection } from './QuerySection';

export interface QueryViewProps {
  /** The portal's or replay's data source (required to query). */
  source?: CustomQuerySource;
  /** The caller's parameters: values of the conditions with defaultType '1'. */
  params?: Readonly<Record<string, string>>;
  /** Body height of a long (virtualized) result list, px. */
  height?: number;
}

export interface QueryListViewProps extends QueryViewProps {
  model: CustomQueryModel;
  locale: Locale;
}

export function QueryListView({ model, locale, source, params, height }: QueryListViewProps) {
  const [answerColumns, setAnswerColumns] = useState<readonly ListColumn[]>([]);
  const inputs = useMemo(
    () =>
      model.conditions
        .filter((item) => item.source !== 'fixed')
        .map((item) => (item.source === 'param' && params && Object.hasOwn(params, item.key) ? { ...item.condition, defaultValue: params[item.key] } : item.condition)),
    [model, params],
  );

  const fetchPage: FetchPage = useCallback(
    async ({ values, page, pageSize }) => {
      if (!source) throw new Error(formatQueryMessage('query.noSource', {}, locale));
      const answer = await runQuery(model, source, { values, page, pageSize: model.needPage ? pageSize : model.pageSize }, locale);
      if (answer && model.columns.length === 0) setAnswerColumns(columnsFromRows(answer.rows));
      return answer;
    },
    [model, source, locale],
  );

  // Every row of an unpaged query is loaded: any column can sort them.
  const columns = useMemo(
    () => (model.columns.length ? model.columns : answerColumns).map((column) => (model.needPage ? column : { ...column, sortable: true })),
    [model, answerColumns],
  );
  const notify = useCallback((message: string) => source?.notifyError(message), [source]);
  const blockedBy = model.errors[0]?.message ?? (source ? undefined : formatQueryMessage('query.noSource', {}, locale));
  const headingId = `fd-query-${model.alias}`;
  return (
    <QuerySection headingId={headingId} name={model.name}>
      <SearchList
        conditions={inputs}
        columns={columns}
        fetchPage={fetchPage}
        label={formatQueryMessage('query.results', { name: model.name }, locale)}
        locale={locale}
        paging={model.needPage ? 'server' : 'none'}
        pageSize={model.pageSize}
        // A data-source query pages with its stored size; a restful one sends the chosen size.
        pageSizes={model.dsType === 'restful' && model.rest?.pageSizeKey ? undefined : []}
        sorting={model.needPage ? false : 'local'}
        initialSort={model.needPage ? undefined : model.sort[0]}
        onError={notify}
        blockedBy={blockedBy}
        height={height}
      />
    </QuerySection>
  );
}
