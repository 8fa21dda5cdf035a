// The tenant's roles, jobs (职务) and dimensions (维度) as the kinds of one administration list: how each is
// listed (the uc's getRolePage, getJobPage, dems/getAll) and saved (saveRole, saveJob, saveDem), and which of
// their own fields the dialog shows besides code, names and description.
import type { ListPage, ListRow } from '../../../renderers';
import { saveDimension, saveJob, saveRole, type CodedRecord } from '../../api/administration';
import { unwrap, type ApiResult } from '../../api/http';
import { getAllDimensions, jobPage, rolePage } from '../../api/org';
import { pagedLoad } from './AdminList';
import type { CommonResult, QueryFilter } from '../../api/types';

export type CatalogKind = 'roles' | 'jobs' | 'dimensions';

/** A record as the dialog edits it: the coded fields, the description and the kind's own fields. */
export interface CatalogRecord extends CodedRecord {
  description: string;
  /** roles */
  enabled: boolean;
  /** jobs */
  postLevel: string;
  /** dimensions: one per tenant (the server clears the others) */
  isDefault: boolean;
}

interface CatalogKindSpec {
  /** whether the server pages and searches the list (dems/getAll answers every dimension at once) */
  paged: boolean;
  /** the kind's own fields shown in the dialog */
  extra: 'enabled' | 'postLevel' | 'isDefault';
  load(filter: QueryFilter): Promise<ListPage>;
  save(record: CatalogRecord): Promise<ApiResult<CommonResult<string>>>;
}

const QUIET = { quiet: true } as const;
const rowsOf = (rows: readonly object[]): ListRow[] => rows.map((row) => ({ ...row }) as ListRow);

export const CATALOG_KINDS: Readonly<Record<CatalogKind, CatalogKindSpec>> = {
  roles: {
    paged: true,
    extra: 'enabled',
    load: pagedLoad(rolePage),
    save: ({ enabled, description, ...coded }) => saveRole({ ...coded, enabled, description }, QUIET),
  },
  jobs: {
    paged: true,
    extra: 'postLevel',
    load: pagedLoad(jobPage),
    save: ({ postLevel, description, ...coded }) => saveJob({ ...coded, postLevel, description }, QUIET),
  },
  dimensions: {
    paged: false,
    extra: 'isDefault',
    load: async () => {
      const rows = rowsOf(await unwrap(getAllDimensions(QUIET)));
      return { rows, total: rows.length, page: 1, pageSize: Math.max(rows.length, 1) };
    },
    save: ({ isDefault, description, ...coded }) => saveDimension({ ...coded, isDefault, description }, QUIET),
  },
};

/** The dialog's record of a listed row (a new record when there is none). */
export function catalogRecordOf(row: ListRow | undefined): CatalogRecord {
  return {
    ...(row ? { id: String(row.id) } : {}),
    code: String(row?.code ?? ''),
    name: String(row?.nameZh ?? row?.name ?? ''),
    nameEn: String(row?.nameEn ?? ''),
    description: String(row?.description ?? ''),
    enabled: row ? row.enabled === true || row.enabled === 1 : true,
    postLevel: String(row?.postLevel ?? ''),
    isDefault: row ? row.isDefault === true || row.isDefault === 1 : false,
  };
}
