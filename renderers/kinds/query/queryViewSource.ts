// What a query view needs from its host (`view.source`): the portal's request layer (src/api/customQuery.ts)
// or replay's recorded answers. No URLs are known here.
import type { ListQueryField } from '../../list/conditions';
import type { ListSort } from '../../list/columns';
import type { SourceAnswer } from './source';

/** The QueryFilter body of data_{sqlAlias}/{alias} and export (contract notes §1). */
export interface QueryViewFilter {
  readonly pageBean: { readonly page: number; readonly pageSize: number; readonly showTotal: boolean };
  readonly querys: readonly ListQueryField[];
  readonly sorter: readonly { readonly property: string; readonly direction: ListSort['direction'] }[];
}

export interface QueryViewSource {
  /** GET getJson?sqlAlias&alias: the view, or null / an empty object when there is none. */
  getJson(sqlAlias: string, alias: string): Promise<unknown>;
  /** POST data_{sqlAlias}/{alias} → PageList. */
  getData(sqlAlias: string, alias: string, filter: QueryViewFilter): Promise<SourceAnswer>;
  /** false when exporting is impossible (replay): the view then offers no export. Default true. */
  readonly canExport?: boolean;
  /** POST export?sqlAlias&alias&getType&expField(Base64) → an .xlsx download; ok or a failure message. */
  exportRows(sqlAlias: string, alias: string, getType: 'all' | 'page', fields: readonly string[], filter: QueryViewFilter): Promise<SourceAnswer>;
  /** Shows an error toast. */
  notifyError(message: string): void;
}
