// Field permissions of the Hotent permission map (contract notes §3.2): w write, r read, b write + required,
// n no access; per sub-table row, linkage rules may override a field and a row may be marked read-only.
import type { Permission } from './types';

const PERMISSIONS: readonly string[] = ['w', 'r', 'b', 'n'];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && PERMISSIONS.includes(value);
}

/** w and b may be edited; r, n and anything unknown may not. */
export function isWritable(permission: Permission | string | null | undefined): boolean {
  return permission === 'w' || permission === 'b';
}

/** Overrides that apply to one sub-table row. */
export interface RowOverrides {
  /** `permission.subFields` as linkage rules write it: `sub_<ent>_<field>_<row>` / `sun_<ent>_<field>_<parentRow>_<row>` → permission. */
  subFields?: Record<string, string | undefined> | null;
  /** The row carries `row_readonly="true"`: all its controls are read-only. */
  rowReadonly?: boolean | string | null;
}

/** The `permission.subFields` key of a field in a sub-table row, or in a grandchild row (pass the parent row's index). */
export function subFieldKey(entity: string, field: string, rowIndex: number, parentRowIndex?: number): string {
  return parentRowIndex === undefined
    ? `sub_${entity}_${field}_${rowIndex}`
    : `sun_${entity}_${field}_${parentRowIndex}_${rowIndex}`;
}

/**
 * The permission a control in a sub-table row really has: a valid `subFields` override replaces the field's
 * permission (as HUI's v-permission-line does); then a read-only row turns w and b into r (n stays hidden).
 * A missing field permission means w, HUI's default.
 */
export function effectivePermission(
  fieldPermission: Permission | string | null | undefined,
  rowOverrides: RowOverrides | null | undefined,
  key: string,
): Permission {
  let permission: Permission = fieldPermission === undefined || fieldPermission === null ? 'w' : isPermission(fieldPermission) ? fieldPermission : 'r';
  const override = rowOverrides?.subFields && Object.hasOwn(rowOverrides.subFields, key) ? rowOverrides.subFields[key] : undefined;
  if (isPermission(override)) permission = override;
  const readonlyRow = rowOverrides?.rowReadonly === true || rowOverrides?.rowReadonly === 'true';
  return readonlyRow && isWritable(permission) ? 'r' : permission;
}
