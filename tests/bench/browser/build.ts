// The form benchmark's pages and what they fetch: the form definition of each size (ours), the JSON schema the
// adapter makes of it (plain rjsf gets the very same schema, without paying for the adapter), and the same form
// as the template a real backend sends (formHtml, written by the reference server's generator).
// The adapter module itself: the engine's index brings the theme's CSS, which Node cannot import.
import { formToSchema } from '../../../renderers/kinds/form/adapter';
import { definitionToFormHtml } from '../../../server/forms/formHtml';
import { buildPages, type BuiltPages } from '../pages';
import { textFieldsDefinition } from './definition';

export function buildBenchPages(fieldCounts: readonly number[]): Promise<BuiltPages> {
  const files: Record<string, unknown> = {};
  for (const count of fieldCounts) {
    const definition = textFieldsDefinition(count);
    files[`definition-${count}.json`] = definition;
    files[`schema-${count}.json`] = formToSchema(definition, { locale: 'en-US' }).schema;
    files[`formHtml-${count}.json`] = { kind: 'formHtml', formHtml: definitionToFormHtml(definition), name: `${count} text fields`, boAlias: definition.boAlias };
  }
  return buildPages(import.meta.dirname, files);
}
