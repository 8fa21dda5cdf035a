// Read-only views of a process form (my requests, done items, read items: contract notes §2.7) show every
// field the user may see as read-only, and no sub-table can gain, lose or edit rows.
import type { FormPermissionMap, Permission } from '../../../../renderers';

const readOnly = (permission: Permission): Permission => (permission === 'n' ? 'n' : 'r');

const mapValues = <T, U>(record: Record<string, T>, change: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)]));

/** The permission map with every non-'n' field 'r' and every sub-table without add, delete, edit or required. */
export function readOnlyPermission(map: FormPermissionMap): FormPermissionMap {
  return {
    ...map,
    ...(map.fields ? { fields: mapValues(map.fields, (entity) => mapValues(entity, readOnly)) } : {}),
    ...(map.table ? { table: mapValues(map.table, (table) => ({ ...table, add: false, del: false, edit: false, required: false })) } : {}),
    ...(map.opinion ? { opinion: mapValues(map.opinion, readOnly) } : {}),
    ...(map.subFields ? { subFields: mapValues(map.subFields, readOnly) } : {}),
  };
}
