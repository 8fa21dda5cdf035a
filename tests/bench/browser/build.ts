// The form benchmark's pages and what they fetch: the form definition of each size (ours) and the JSON
// schema the adapter makes of it (plain rjsf gets the very same schema, without paying for the adapter).
// The adapter module itself: the engine's index brings the theme's CSS, which Node cannot import.
import { formToSchema } from '../../../renderers/kinds/form/adapter';
import { buildPages, type BuiltPages } from '../pages';
import { textFieldsDefinition } from './definition';

export function buildBenchPages(fieldCounts: readonly number[]): Promise<BuiltPages> {
  const files: Record<string, unknown> = {};
  for (const count of fieldCounts) {
    const definition = textFieldsDefinition(count);
    files[`definition-${count}.json`] = definition;
    files[`schema-${count}.json`] = formToSchema(definition, { locale: 'en-US' }).schema;
  }
  return buildPages(import.meta.dirname, files);
}
