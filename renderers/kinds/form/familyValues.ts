// The form's data at its edges. Data arrives and leaves in the product family's shapes (renderers/rjsf-semi/
// valueShapes.ts); inside the form, a selector that binds its ids to another field (selector.idField) holds its
// selection as one value, the JSON text of [{id, name}], so that its widget sees names and ids together.
// decode runs on the data a page gives, encode on the data the form hands back; both are pure and leave every
// other value as it is (each undoes the other, and each is harmless on data already in its target shape).
import { readJsonArray } from '../../rjsf-semi/widgets/shared';
import { readSelection, writeSelection } from '../../rjsf-semi/valueShapes';
import type { SelectedItem } from '../../rjsf-semi/context';
import type { FormModel } from './adapter';
import { concretePaths, readAt, withValueAt } from './dataPaths';

type Pairs = { readonly segments: readonly string[]; readonly idSegments: readonly string[] }[];

/** Every concrete place of a selector with an id field in `data`, with the place of its ids (same entity, same row). */
function selectorPlaces(model: Pick<FormModel, 'fields'>, data: unknown): Pairs {
  return model.fields.flatMap((field) => {
    const idField = field.attribute.selector?.idField;
    if (!idField) return [];
    return concretePaths(data, field.path.split('.').slice(1)).map(({ segments }) => ({ segments, idSegments: [...segments.slice(0, -1), idField] }));
  });
}

/** Is `value` the form's own selection value (the JSON text of an array, or an array)? */
function isSelectionValue(value: unknown): boolean {
  return Array.isArray(value) || (typeof value === 'string' && value.trimStart().startsWith('[') && readJsonArray(value).length > 0);
}

/** Family data → the form's: names + bound ids become one selection value. */
export function decodeFamilyValues<T>(model: Pick<FormModel, 'fields'>, data: T): T {
  let next: unknown = data;
  for (const { segments, idSegments } of selectorPlaces(model, data)) {
    const names = readAt(next, segments);
    if (isSelectionValue(names) || typeof names !== 'string' || names === '') continue;
    next = withValueAt(next, segments, JSON.stringify(readSelection(names, readAt(next, idSegments))));
  }
  return next as T;
}

/** The form's data → the family's: a selection value becomes its names, its ids go to the bound field. */
export function encodeFamilyValues<T>(model: Pick<FormModel, 'fields'>, data: T): T {
  let next: unknown = data;
  for (const { segments, idSegments } of selectorPlaces(model, data)) {
    const value = readAt(next, segments);
    if (!isSelectionValue(value) && value !== undefined) continue;
    const { names, ids } = writeSelection(readJsonArray<SelectedItem>(value));
    next = withValueAt(withValueAt(next, segments, names), idSegments, ids);
  }
  return next as T;
}
