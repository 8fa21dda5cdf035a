// Definition validation: each kind's JSON Schema (schemas/<kind>.schema.json, draft-07, the draft ajv 8
// supports natively and rjsf's validator uses too) is compiled by ajv — ahead of time for the built-in kinds
// (./validators/, `npm run schemas`), at run time for others (./compileSchema.ts). Errors come back localized
// and precise: kind, alias, JSON path and what was expected.
import type { ErrorObject } from 'ajv';
import { normalizeLocale, type Locale } from '../messages';
import { coreMessages, formatCoreMessage, type CoreMessageKey } from './messages';

/** A JSON Schema object (the engine only hands it to ajv). */
export type DefinitionSchema = Readonly<Record<string, unknown>>;

/** One thing wrong with a definition; `code` is stable (a core message key). */
export interface DefinitionIssue {
  readonly code: CoreMessageKey | (string & {});
  readonly kind: string;
  /** The definition's alias ('' when it has none). */
  readonly alias: string;
  /** Where, as a JSON path into the definition: '$', '$.entities[0].attributes[2].dataType'. */
  readonly path: string;
  /** What was expected there, localized ('' when the issue is not about one place). */
  readonly expected: string;
  /** The whole localized sentence, written for the author who can fix the definition. */
  readonly message: string;
  /** The offending value found at `path` (absent when nothing is there, e.g. a missing property). */
  readonly value?: unknown;
}

export type ValidationOutcome = { readonly ok: true } | { readonly ok: false; readonly errors: readonly DefinitionIssue[] };

export interface ValidateOptions {
  locale?: Locale | string;
}

// Patterns the schemas use for JSON or Base64 inside strings, described in words instead of regex source.
const PATTERN_MESSAGES: Readonly<Record<string, CoreMessageKey>> = {
  '^\\s*(?:\\[[\\s\\S]*\\])?\\s*$': 'expected.jsonText',
  '^\\s*(?:\\[[\\s\\S]*\\]|\\{[\\s\\S]*\\})?\\s*$': 'expected.jsonText',
  '^[A-Za-z0-9+/=_\\-\\s]*$': 'expected.base64',
  '^[A-Za-z_][A-Za-z0-9_\\-]{0,63}$': 'expected.identifier',
};

/** A compiled definition schema: ajv's validate function, compiled ahead of time or at run time. */
export interface DefinitionValidator {
  (definition: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The definition's alias, for messages. */
export function aliasOf(definition: unknown): string {
  if (typeof definition !== 'object' || definition === null) return '';
  const alias = (definition as { alias?: unknown }).alias;
  return typeof alias === 'string' || typeof alias === 'number' ? String(alias) : '';
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** '/entities/0/name' → '$.entities[0].name'. */
export function pointerToPath(pointer: string): string {
  if (pointer === '') return '$';
  return (
    '$' +
    pointer
      .slice(1)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : IDENTIFIER.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`))
      .join('')
  );
}

function childPointer(pointer: string, property: string): string {
  return `${pointer}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function typeNames(types: unknown, locale: Locale): string {
  const separator = locale === 'en-US' ? ' or ' : '或';
  return String(types)
    .split(',')
    .map((type) => formatCoreMessage(`type.${type}`, {}, locale))
    .join(separator);
}

function describe(error: ErrorObject, locale: Locale): { pointer: string; expected: string } {
  const params = error.params as Record<string, unknown>;
  const text = (key: CoreMessageKey, values: Record<string, string | number> = {}) => formatCoreMessage(key, values, locale);
  switch (error.keyword) {
    case 'type':
      return { pointer: error.instancePath, expected: text('expected.type', { type: typeNames(params.type, locale) }) };
    case 'required':
      return { pointer: childPointer(error.instancePath, String(params.missingProperty)), expected: text('expected.required') };
    case 'additionalProperties':
      return {
        pointer: childPointer(error.instancePath, String(params.additionalProperty)),
        expected: text('expected.additionalProperty', { property: String(params.additionalProperty) }),
      };
    case 'enum':
      return {
        pointer: error.instancePath,
        expected: text('expected.enum', { values: (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ') }),
      };
    case 'const':
      return { pointer: error.instancePath, expected: text('expected.const', { value: JSON.stringify(params.allowedValue) }) };
    case 'pattern': {
      const known = PATTERN_MESSAGES[String(params.pattern)];
      return { pointer: error.instancePath, expected: known ? text(known) : text('expected.pattern', { pattern: String(params.pattern) }) };
    }
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
      return { pointer: error.instancePath, expected: text(`expected.${error.keyword}`, { limit: Number(params.limit) }) };
    case 'minimum':
    case 'exclusiveMinimum':
      return { pointer: error.instancePath, expected: text('expected.minimum', { limit: Number(params.limit) }) };
    case 'maximum':
    case 'exclusiveMaximum':
      return { pointer: error.instancePath, expected: text('expected.maximum', { limit: Number(params.limit) }) };
    case 'uniqueItems':
      return { pointer: error.instancePath, expected: text('expected.uniqueItems') };
    case 'anyOf':
    case 'oneOf':
      return { pointer: error.instancePath, expected: text('expected.anyOf') };
    default:
      return { pointer: error.instancePath, expected: text('expected.other', { detail: `${error.keyword}: ${error.message ?? ''}` }) };
  }
}

/**
 * Errors worth showing: 'if' only repeats its 'then' errors, and the errors inside anyOf/oneOf branches
 * describe shapes the author did not mean (the anyOf error itself says what was allowed).
 */
function relevant(errors: readonly ErrorObject[]): ErrorObject[] {
  const branchRoots = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf').map((error) => `${error.schemaPath}/`);
  return errors.filter((error) => error.keyword !== 'if' && !branchRoots.some((root) => error.schemaPath.startsWith(root)));
}

const MAX_SHOWN_VALUE = 80;

/** A value as the author wrote it, in JSON and shortened: '"text"', '{"a":1}', '[1,2,…'. */
export function showValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_SHOWN_VALUE ? `${text.slice(0, MAX_SHOWN_VALUE - 1)}…` : text;
}

/** The value at a JSON pointer of `root` (undefined when the path leads nowhere). */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    if (typeof node !== 'object' || node === null) return undefined;
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

const PATH_SEGMENT = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;

/** The value at a JSON path as pointerToPath writes it ('$.entities[0]["a b"]'); undefined when it leads nowhere. */
export function valueAtPath(root: unknown, path: string): unknown {
  if (!path.startsWith('$')) return undefined;
  let node: unknown = root;
  PATH_SEGMENT.lastIndex = 1;
  while (PATH_SEGMENT.lastIndex < path.length) {
    const match = PATH_SEGMENT.exec(path);
    if (!match) return undefined;
    const key = match[1] ?? match[2] ?? (JSON.parse(match[3]) as string);
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function issue(
  code: CoreMessageKey,
  kind: string,
  alias: string,
  locale: Locale,
  extra: { path?: string; expected?: string; detail?: string; value?: unknown } = {},
): DefinitionIssue {
  const path = extra.path ?? '$';
  const expected = extra.expected ?? '';
  const shownAlias = alias || formatCoreMessage('definition.noAlias', {}, locale);
  const hasValue = extra.value !== undefined;
  // A template that also shows the offending value, when the table has one for this code.
  const key = hasValue && Object.hasOwn(coreMessages['zh-CN'], `${code}WithValue`) ? `${code}WithValue` : code;
  const message = formatCoreMessage(key, { kind, alias: shownAlias, path, expected, detail: extra.detail ?? '', value: hasValue ? showValue(extra.value) : '' }, locale);
  return hasValue ? { code, kind, alias, path, expected, message, value: extra.value } : { code, kind, alias, path, expected, message };
}

/**
 * Validates `definition` with the validator `compile` gives (compiling a schema at run time); a schema that does
 * not compile is itself the issue. Never throws.
 */
export function validateCompiled(kind: string, compile: () => DefinitionValidator, definition: unknown, options: ValidateOptions = {}): ValidationOutcome {
  let validator: DefinitionValidator;
  try {
    validator = compile();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [issue('definition.schemaInvalid', kind, aliasOf(definition), normalizeLocale(options.locale), { detail })] };
  }
  return validateWith(kind, validator, definition, options);
}

/** Validates `definition` with `validator`, reporting issues as the definition of `kind`. Never throws. */
export function validateWith(kind: string, validator: DefinitionValidator, definition: unknown, options: ValidateOptions = {}): ValidationOutcome {
  if (validator(definition)) return { ok: true };
  const locale = normalizeLocale(options.locale);
  const alias = aliasOf(definition);
  const seen = new Set<string>();
  const errors: DefinitionIssue[] = [];
  for (const error of relevant(validator.errors ?? [])) {
    const { pointer, expected } = describe(error, locale);
    const path = pointerToPath(pointer);
    const key = `${path}\n${expected}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(issue('definition.invalid', kind, alias, locale, { path, expected, value: valueAtPointer(definition, pointer) }));
  }
  return { ok: false, errors };
}
