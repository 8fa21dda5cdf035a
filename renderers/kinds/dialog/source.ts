// The data calls the dialog renderer needs. The portal implements them with its request layer
// (src/engine/selectors/dialogSource.ts), replay answers from recorded rows (./recordedSource.ts).
// The renderer receives the source as `view.source`; it never knows a URL.

import type { ListPage, ListRow, SortDirection } from '../../list/columns';
import type { ListQueryField } from '../../list/conditions';

/** A row as the server sends it: UPPER-CASE column names for data-source dialogs, the REST keys otherwise. */
export type DialogRow = ListRow;

/** The QueryFilter body of getListData (contract notes §1). */
export interface DialogQueryFilter {
  pageBean: { page: number; pageSize: number; showTotal: boolean };
  querys: ListQueryField[];
  sorter: { property: string; direction: SortDirection }[];
}

export type DialogPage = ListPage<DialogRow>;

/** A call to a RESTful dialog's own url (already checked by the adapter: `${host}/path` or a relative path). */
export interface DialogRestRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** query parameters (GET) or the JSON body (POST) */
  params: Record<string, unknown>;
}

/** Values of the caller's parameters, for conditions with defaultType 3 (the form binding). */
export type DialogParams = Readonly<Record<string, string>>;

export interface DialogSource {
  /** POST getListData?alias=&mapParam= → PageList with UPPER-CASE row keys. Rejects with a displayable Error. */
  getListData(alias: string, filter: DialogQueryFilter, params?: DialogParams): Promise<DialogPage>;
  /** GET getTreeData?alias=&mapParam= → the flat list of tree rows. */
  getTreeData(alias: string, params?: DialogParams): Promise<DialogRow[]>;
  /** The body of a RESTful dialog's answer, as received (text or parsed JSON). */
  callRestful(request: DialogRestRequest): Promise<unknown>;
  /** Rows of a custom query, for select conditions bound to one (config.customQuery). */
  queryOptions(customQueryAlias: string): Promise<DialogRow[]>;
}
