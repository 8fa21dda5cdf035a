// The model of a big form's preview (the form kind's KindModule.preview, painted by DefinitionView before the
// definition is prepared): the first attributes of the main entity, checked against the form schema and
// adapted on their own, so the first screen does not wait for every attribute to be validated and adapted.
// Pure; FormPreview.tsx draws it.
import validateForm from '../../core/validators/form';
import { FIRST_ROWS } from '../../rjsf-semi/templates/progressiveMount';
import { formToSchema, type FormModel, type FormToSchemaOptions } from './adapter';
import { isRecord } from './dataPaths';
import type { FormDefinition } from './definition';
import { linkageOverlay } from './linkage';

/** The main attributes a preview reads: a first screen shows at most FIRST_ROWS; the rest stand in for hidden ones. */
export const PREVIEW_ATTRIBUTES = 2 * FIRST_ROWS;

const attributeCount = (entity: unknown): number => (isRecord(entity) && Array.isArray(entity.attributes) ? entity.attributes.length : 0);

/**
 * The model of the main entity's first PREVIEW_ATTRIBUTES attributes, under the linkage that `data` (default:
 * their blank data) imposes. Undefined when a preview gains nothing (the definition has no more attributes than
 * that: it is prepared at once) or when the slice is not a valid form (the definition's issues come with its
 * preparation).
 */
export function previewModel(definition: unknown, options: Omit<FormToSchemaOptions, 'services'>, data?: unknown): FormModel | undefined {
  if (!isRecord(definition) || !Array.isArray(definition.entities)) return undefined;
  const entities: unknown[] = definition.entities;
  if (entities.reduce<number>((count, entity) => count + attributeCount(entity), 0) <= PREVIEW_ATTRIBUTES) return undefined;
  const mains = entities.filter((entity): entity is Record<string, unknown> => isRecord(entity) && entity.type === 'main');
  if (mains.length !== 1 || !Array.isArray(mains[0].attributes)) return undefined;
  const slice = { ...definition, entities: [{ ...mains[0], attributes: mains[0].attributes.slice(0, PREVIEW_ATTRIBUTES) }] };
  if (!validateForm(slice)) return undefined;
  const model = formToSchema(slice as unknown as FormDefinition, options);
  if (model.definitionErrors.some((error) => error.fatal)) return undefined;
  return model.withPermissions(linkageOverlay(model.fields, model.fieldsByPath, data ?? model.initialData));
}
