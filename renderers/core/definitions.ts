// The definition kinds whose schemas ship in schemas/, with their validators compiled ahead of time.
import columnSchema from '../../schemas/column.schema.json';
import customChartSchema from '../../schemas/customChart.schema.json';
import customDialogSchema from '../../schemas/customDialog.schema.json';
import customQuerySchema from '../../schemas/customQuery.schema.json';
import dataTemplateSchema from '../../schemas/dataTemplate.schema.json';
import formSchema from '../../schemas/form.schema.json';
import layoutSchema from '../../schemas/layout.schema.json';
import { aliasOf, issue, validateWith, type DefinitionSchema, type DefinitionValidator, type ValidateOptions, type ValidationOutcome } from './validate';
import { normalizeLocale } from '../messages';
import validateColumn from './validators/column';
import validateCustomChart from './validators/customChart';
import validateCustomDialog from './validators/customDialog';
import validateCustomQuery from './validators/customQuery';
import validateDataTemplate from './validators/dataTemplate';
import validateForm from './validators/form';
import validateLayout from './validators/layout';

/** The kinds whose schemas ship in schemas/. */
export const DEFINITION_SCHEMAS = {
  column: columnSchema,
  layout: layoutSchema,
  customQuery: customQuerySchema,
  customDialog: customDialogSchema,
  customChart: customChartSchema,
  dataTemplate: dataTemplateSchema,
  form: formSchema,
} as const satisfies Record<string, DefinitionSchema>;

export type DefinitionKind = keyof typeof DEFINITION_SCHEMAS;

const DEFINITION_VALIDATORS: Readonly<Record<DefinitionKind, DefinitionValidator>> = {
  column: validateColumn,
  layout: validateLayout,
  customQuery: validateCustomQuery,
  customDialog: validateCustomDialog,
  customChart: validateCustomChart,
  dataTemplate: validateDataTemplate,
  form: validateForm,
};

export function isDefinitionKind(kind: string): kind is DefinitionKind {
  return Object.hasOwn(DEFINITION_SCHEMAS, kind);
}

/** Validates a definition of one of the kinds in schemas/; an unknown kind is an issue naming it. */
export function validateDefinition(kind: string, definition: unknown, options: ValidateOptions = {}): ValidationOutcome {
  if (!isDefinitionKind(kind)) {
    return { ok: false, errors: [issue('definition.unknownKind', kind, aliasOf(definition), normalizeLocale(options.locale))] };
  }
  return validateWith(kind, DEFINITION_VALIDATORS[kind], definition, options);
}
