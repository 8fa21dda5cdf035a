// The form kind for createEngine: schemas/form.schema.json + formToSchema with the engine's plugins.
// Structural problems (no single main entity, duplicate names, unreachable tables) refuse the definition;
// the others (a broken rule, a formula cycle) stay in model.definitionErrors and the form stays usable.
// check() lists every author problem, also of a definition the schema refuses (./checks.ts).
import formSchema from '../../../schemas/form.schema.json';
import validateForm from '../../core/validators/form';
import { DefinitionIssuesError, type KindModule } from '../../core/engine';
import { formToSchema, type FormModel, type FormToSchemaOptions } from './adapter';
import { checkFormDefinition } from './checks';
import type { FormDefinition } from './definition';

export const formAdapterKind: KindModule<FormDefinition, FormModel, Pick<FormToSchemaOptions, 'permission' | 'services'>> = {
  kind: 'form',
  schema: formSchema,
  validator: validateForm,
  adapt(definition, { options, locale, plugins }) {
    const model = formToSchema(definition, { permission: options.permission, services: options.services, locale, rules: plugins.rules, formula: plugins.formula });
    const fatal = model.definitionErrors.filter((error) => error.fatal);
    if (fatal.length > 0) {
      throw new DefinitionIssuesError(
        fatal.map((error) => ({ code: error.code, kind: 'form', alias: definition.alias, path: error.path, expected: '', message: error.message })),
      );
    }
    return model;
  },
  check: (definition, { locale, plugins, model }) => checkFormDefinition(definition, { locale, rules: plugins.rules, formula: plugins.formula, model }),
};
