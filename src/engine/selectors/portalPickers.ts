// The user and organisation pickers are custom dialogs over the portal's own lists: a definition built in the
// page's language (texts from i18next) and a DialogSource over the user-centre calls of src/api/org.ts.
// The dialog view then gives them its search panel, paging, selection and keyboard handling.
import type { TFunction } from 'i18next';
import type { CustomDialogDefinition, DialogQueryFilter, DialogRow, DialogSource } from '../../../renderers';
import type { ApiResult } from '../../api/http';
import { orgPage, queryUserWithMainOrgPost } from '../../api/org';
import type { QueryFilter } from '../../api/types';

const PAGE_SIZE = 20;
/** An organisation tree is loaded whole (the user centre's page cap). */
const ORG_LIMIT = 1000;

export type PortalPickerKind = 'user' | 'org';

/** The user list's allow-listed properties (server/routes/org.ts), matched case-insensitively. */
const USER_PROPERTIES = ['id', 'account', 'fullname', 'email', 'mobile', 'orgName', 'postName', 'userNumber'];

export function portalPickerDefinition(kind: PortalPickerKind, multiple: boolean, t: TFunction<'selectors'>): CustomDialogDefinition {
  const column = (field: string, width?: number) => ({ field, comment: t(`${kind}.${field}`), ...(width ? { width } : {}) });
  const common = { name: t(`title.${kind}`), selectNum: multiple ? -1 : 1, dsType: 'dataSource' as const };
  if (kind === 'user') {
    return {
      ...common,
      alias: 'portalUserPicker',
      style: 0,
      needPage: 1,
      pageSize: PAGE_SIZE,
      displayfield: JSON.stringify([column('fullname', 140), column('account', 140), column('orgName', 200), column('postName', 160)]),
      conditionfield: JSON.stringify([
        { field: 'fullname', comment: t('user.fullname'), condition: 'LK', dbType: 'varchar', defaultType: '1', controllerType: '1' },
        { field: 'account', comment: t('user.account'), condition: 'LK', dbType: 'varchar', defaultType: '1', controllerType: '1' },
      ]),
      resultfield: JSON.stringify([{ field: 'id' }, { field: 'fullname' }]),
    };
  }
  return {
    ...common,
    alias: 'portalOrgPicker',
    style: 1,
    displayfield: JSON.stringify({ id: 'id', pid: 'parentId', displayName: 'name' }),
    resultfield: JSON.stringify([{ field: 'id' }, { field: 'name' }]),
  };
}

async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(result.message ?? `HTTP ${result.status}`);
  return result.data as T;
}

const CALL = { quiet: true, allowDuplicate: true } as const;

/** A typed wire object as the plain row the dialog reads. */
const asRow = (value: object): DialogRow => ({ ...value });

function userFilter(filter: DialogQueryFilter): QueryFilter {
  const property = (name: string) => USER_PROPERTIES.find((known) => known.toLowerCase() === name.toLowerCase()) ?? name;
  return {
    pageBean: filter.pageBean,
    // Only active users can be chosen.
    querys: [...filter.querys.map((query) => ({ ...query, property: property(query.property) })), { property: 'status', value: 1, operation: 'EQUAL' }],
    sorter: filter.sorter.map((sort) => ({ ...sort, property: property(sort.property) })),
  };
}

/**
 * The pickers' data: users page by page, the whole organisation tree. The rows keep the user centre's key
 * names; the dialog reads row keys case-insensitively, and the user list's property names are mapped back.
 */
export function portalPickerSource(kind: PortalPickerKind): DialogSource {
  const unused = () => Promise.reject(new Error(kind));
  return {
    getListData: (_alias, filter) => dataOf(queryUserWithMainOrgPost(userFilter(filter), CALL)).then((page) => ({ ...page, rows: page.rows.map(asRow) })),
    getTreeData: () => dataOf(orgPage({ pageBean: { page: 1, pageSize: ORG_LIMIT, showTotal: true } }, CALL)).then((page) => page.rows.map(asRow)),
    callRestful: unused,
    queryOptions: () => Promise.resolve([]),
  };
}
