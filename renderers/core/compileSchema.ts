// Definition schemas compiled at run time with ajv: for kinds without a validator compiled ahead of time
// (a test's or a host's own kind, passed to createEngine as `compileSchema`) and for checking a schema itself.
// The built-in kinds use the validators of ./validators/ instead, so the app neither ships ajv's compiler for
// definitions nor pays for compiling a schema before it can show one.
import Ajv from 'ajv';
import { validateCompiled, type DefinitionSchema, type DefinitionValidator, type ValidateOptions, type ValidationOutcome } from './validate';

/**
 * The options every definition schema is compiled with, here and ahead of time (validators/standalone.ts).
 * Union types (['string', 'null']) are how the wire writes optional values; required may name properties a
 * schema leaves open. addUsedSchema: false — schemas are cached by object here, so two engines may register
 * different schemas under the same $id without ajv refusing the second.
 */
export const DEFINITION_AJV_OPTIONS = { allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false, addUsedSchema: false } as const;

// Made on first use: a bundle that never compiles a schema drops ajv.
let ajv: Ajv | undefined;
const compiled = new WeakMap<object, DefinitionValidator>();

/** Compiles `schema` once (cached by object); throws when the schema itself is broken. */
export function compileDefinitionSchema(schema: DefinitionSchema): DefinitionValidator {
  let validator = compiled.get(schema);
  if (!validator) {
    ajv ??= new Ajv(DEFINITION_AJV_OPTIONS);
    validator = ajv.compile(schema);
    compiled.set(schema, validator);
  }
  return validator;
}

/** Validates `definition` against `schema` (compiled at run time), reporting issues as the definition of `kind`. Never throws. */
export function validateAgainstSchema(kind: string, schema: DefinitionSchema, definition: unknown, options: ValidateOptions = {}): ValidationOutcome {
  return validateCompiled(kind, () => compileDefinitionSchema(schema), definition, options);
}
