// Run-time linkage (联动): while a field's value is one of a rule's values, the rule's targets get its
// permissions. Pure: data in, a permission overlay out; the adapter applies the overlay (withPermissions).
import { splitKeys } from '../../rjsf-semi/valueShapes';
import { subFieldKey, type Permission } from '../../rules';
import type { FormFieldDescriptor } from './adapter';
import { concretePaths, readAt } from './dataPaths';
import type { FormScalar } from './definition';

export interface PermissionOverlay {
  /** Template path → permission of the field (main fields, or a table field in every row). */
  readonly fields: ReadonlyMap<string, Permission>;
  /** Per-row overrides keyed as permission.subFields writes them (sub_<ent>_<field>_<row> / sun_…). */
  readonly subFields: Readonly<Record<string, Permission>>;
}

export const EMPTY_OVERLAY: PermissionOverlay = { fields: new Map(), subFields: {} };

function matches(value: unknown, values: readonly FormScalar[]): boolean {
  // Servers send '1' as well as 1 and 'true' as well as true: compare as text.
  const same = (candidate: unknown) => values.some((expected) => String(expected) === String(candidate));
  if (Array.isArray(value)) return value.some(same);
  return value !== undefined && value !== null && same(value);
}

/**
 * The permissions the linkage rules impose on `data`. Rules are applied in definition order (a later rule
 * wins). A rule of a sub-table field acts per row on targets of the same entity (that row only); on other
 * targets it acts when any row matches.
 */
export function linkageOverlay(fields: readonly FormFieldDescriptor[], fieldsByPath: ReadonlyMap<string, FormFieldDescriptor>, data: unknown): PermissionOverlay {
  type Building = { fields: Map<string, Permission>; subFields: Record<string, Permission> };
  let overlay: Building | undefined;
  const target = (): Building => (overlay ??= { fields: new Map(), subFields: {} });
  for (const field of fields) {
    if (field.linkage.length === 0) continue;
    for (const place of concretePaths(data, field.path.split('.').slice(1))) {
      const stored = readAt(data, place.segments);
      // A checkbox matches when one of its comma-joined keys does.
      const value = field.control === 'checkbox' && typeof stored === 'string' ? splitKeys(stored) : stored;
      for (const rule of field.linkage) {
        if (!matches(value, rule.values)) continue;
        for (const { path, permission } of rule.targets) {
          const linked = fieldsByPath.get(path);
          if (place.inRow && linked && linked.entity === field.entity) {
            const [row, parentRow] = place.rows.length > 1 ? [place.rows[place.rows.length - 1], place.rows[place.rows.length - 2]] : [place.rows[0], undefined];
            target().subFields[subFieldKey(linked.entity, linked.name, row, parentRow)] = permission;
          } else {
            target().fields.set(path, permission);
          }
        }
      }
    }
  }
  return overlay ?? EMPTY_OVERLAY;
}

/** A stable text of the overlay: equal texts mean the same permissions (to keep derived models). */
export function overlaySignature(overlay: PermissionOverlay): string {
  if (overlay === EMPTY_OVERLAY) return '';
  const fieldEntries = [...overlay.fields].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, permission]) => `${path}=${permission}`);
  const rowEntries = Object.keys(overlay.subFields).sort().map((key) => `${key}=${overlay.subFields[key]}`);
  return [...fieldEntries, ...rowEntries].join(';');
}
