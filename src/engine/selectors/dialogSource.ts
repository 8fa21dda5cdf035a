// The portal's DialogSource (renderers/kinds/dialog/source.ts): the typed calls of src/api/customDialog.ts.
// Calls are quiet (the dialog shows its own errors in place) and may run side by side (two dialogs of one
// alias, quick paging: the dialog ignores stale answers itself).
import type { DialogSource } from '../../../renderers';
import type { ApiResult, CallOptions } from '../../api/http';
import { callDialogUrl, getCustomDialogListData, getCustomDialogTreeData } from '../../api/customDialog';
import { doQuery } from '../../api/customQuery';

const CALL: CallOptions = { quiet: true, allowDuplicate: true };

/** The data of a successful call; otherwise a rejection with the layer's localized message. */
async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(result.message ?? `HTTP ${result.status}`);
  return result.data as T;
}

export function createAppDialogSource(): DialogSource {
  return {
    getListData: (alias, filter, params) => dataOf(getCustomDialogListData(alias, filter, params, CALL)),
    getTreeData: (alias, params) => dataOf(getCustomDialogTreeData(alias, params, CALL)),
    callRestful: (call) => dataOf(callDialogUrl(call, CALL)),
    // A select bound to a custom query offers the rows of its first page, without conditions.
    queryOptions: (alias) => dataOf(doQuery(alias, [], 1, CALL)).then((page) => page.rows),
  };
}
