// The frame of an administration list page: its heading with the add button, and the engine's SearchList in the
// page's language. `useListVersion` gives the value that makes the list search again after a change.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { normalizeLocale, SearchList, toQueryFields, type FetchPage, type ListPage, type ListRow, type SearchListProps } from '../../../renderers';
import { unwrap, type ApiResult, type CallOptions } from '../../api/http';
import type { PageList, QueryFilter } from '../../api/types';
import './administration.css';

type ListProps = Omit<SearchListProps, 'locale' | 'paging' | 'pageSize' | 'fetchPage'> & {
  paging?: SearchListProps['paging'];
  pageSize?: number;
  /** one page of the uc's list for the QueryFilter of the conditions' values (a stable function) */
  load(filter: QueryFilter): Promise<ListPage>;
  /** searched again when it changes (useAdminEditing) */
  version: number;
};

export function AdminList({ title, addLabel, onAdd, list, children }: { title: string; addLabel: string; onAdd(): void; list: ListProps; children?: ReactNode }) {
  const { i18n } = useTranslation();
  const { load, version, conditions, ...listProps } = list;
  const fetchPage = useMemo<FetchPage>(
    () =>
      ({ values, page, pageSize }) =>
        load({ pageBean: { page, pageSize, showTotal: true }, querys: toQueryFields(conditions, values) }),
    // version: a change searches again
    [load, conditions, version],
  );
  return (
    <div className="fd-admin">
      <div className="fd-admin__heading">
        <h2>{title}</h2>
        <Button theme="solid" type="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      <SearchList paging="server" pageSize={20} {...listProps} conditions={conditions} fetchPage={fetchPage} locale={normalizeLocale(i18n.language)} />
      {children}
    </div>
  );
}

/**
 * What a list page edits (a dialog is open while it is set), the version that makes AdminList search again, and
 * `closeAndRefresh` for a dialog that saved.
 */
export function useAdminEditing<Editing>() {
  const [editing, setEditing] = useState<Editing>();
  const [version, setVersion] = useState(0);
  const refresh = () => setVersion((value) => value + 1);
  const closeAndRefresh = () => {
    setEditing(undefined);
    refresh();
  };
  return { editing, setEditing, version, refresh, closeAndRefresh };
}

/** AdminList's `load` over a uc page read: the rows as list rows, quietly (the list shows the failure). */
export const pagedLoad =
  <Row extends object>(list: (filter: QueryFilter, options: CallOptions) => Promise<ApiResult<PageList<Row>>>) =>
  async (filter: QueryFilter): Promise<ListPage> => {
    const page = await unwrap(list(filter, { quiet: true }));
    return { ...page, rows: page.rows.map((row) => ({ ...row }) as ListRow) };
  };
