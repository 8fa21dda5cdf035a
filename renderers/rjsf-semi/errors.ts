// Localized texts for rjsf validation errors: ajv's English keyword messages become the form's locale,
// and each error gets the label path the error hint lists ("label: message").
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { normalizeLocale } from '../messages';
import { translatorFor, type Translate } from './context';

const LIMIT_KEYWORDS = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems']);
const PLAIN_KEYWORDS = new Set(['required', 'pattern', 'format', 'type', 'enum']);

function localizedMessage(error: RJSFValidationError, t: Translate): string | undefined {
  const keyword = error.name ?? '';
  // A choice list is a oneOf of consts: "choose one of the options" says it once.
  if (keyword === 'oneOf') return t('ajv.enum');
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (LIMIT_KEYWORDS.has(keyword)) return t(`ajv.${keyword}`, { limit: String(params.limit ?? '') });
  if (PLAIN_KEYWORDS.has(keyword)) return t(`ajv.${keyword}`);
  return undefined;
}

/** rjsf `transformErrors` for the given locale; errors of other sources (customValidate, rules) pass unchanged. */
export function createErrorTransformer(locale?: string): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  const t = translatorFor(normalizeLocale(locale));
  return (errors) =>
    errors
      // the per-option const failures of a choice list repeat what its oneOf error says
      .filter((error) => !(error.name === 'const' && error.schemaPath?.includes('/oneOf/')))
      .map((error) => {
      const message = localizedMessage(error, t);
      return message === undefined ? error : { ...error, message, stack: message };
    });
}

function propertyPath(property: string | undefined): string[] {
  return (property ?? '').replace(/^\./, '').split('.').filter((part) => part !== '');
}

/**
 * The label path of an error's property: titles from the uiSchema or schema, array indexes as "row n",
 * e.g. "Expense items / row 2 / Amount". Unknown parts fall back to the property name.
 */
export function errorLabel(
  error: RJSFValidationError,
  rootSchema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  t: Translate,
  resolve: (schema: RJSFSchema) => RJSFSchema = (schema) => schema,
): string {
  const labels: string[] = [];
  let schema: RJSFSchema | undefined = resolve(rootSchema);
  let ui: UiSchema | undefined = uiSchema;
  for (const part of propertyPath(error.property)) {
    if (/^\d+$/.test(part) && schema?.type === 'array') {
      labels.push(t('errorList.row', { row: Number(part) + 1 }));
      const items: unknown = schema.items;
      schema = typeof items === 'object' && items !== null && !Array.isArray(items) ? resolve(items as RJSFSchema) : undefined;
      ui = ui?.items as UiSchema | undefined;
      continue;
    }
    const property: unknown = schema?.properties?.[part];
    schema = typeof property === 'object' && property !== null ? resolve(property as RJSFSchema) : undefined;
    ui = ui?.[part] as UiSchema | undefined;
    labels.push(getUiOptions(ui).title ?? schema?.title ?? part);
  }
  return labels.join(' / ');
}

