// A tester's own fixture file: either a bare definition or `{ "definition": {...}, "answers": {...} }`.
// A definition without `kind` gets one inferred — from the folder it came from when that is known (a bundled
// fixture, a file chosen within a folder), else from its shape: the one registered kind whose schema accepts
// it and declares the most of its properties (then: the narrowest such schema). The inference is reported (`inferredFrom`) so the page says so.
// Errors are message keys of the replay namespace.
import { parseJson, type DefinitionSchema, type DefinitionValidator } from '../../../renderers';

export interface ParsedFixtureFile {
  kind: string;
  definition: unknown;
  answers?: unknown;
  /** How the kind was found when the definition does not carry it. */
  inferredFrom?: 'folder' | 'shape';
}

export type FixtureFileProblem = { error: 'malformedJson' | 'notAnObject' | 'missingKind' | 'ambiguousKind'; params?: Record<string, string> };

/** What the inference needs of a registered kind. */
export interface KnownKind {
  readonly kind: string;
  readonly schema: DefinitionSchema;
  readonly validator?: DefinitionValidator;
}

export interface ParseFixtureOptions {
  /** The registered kinds (the app engine's). */
  kinds: readonly KnownKind[];
  /** The folder the file came from, when known ('customQuery' for fixtures/customQuery/x.json). */
  folder?: string;
  locale?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kind whose schema accepts `definition` and declares the most of its top-level properties; several equally good: ambiguous. */
export function inferKindFromShape(definition: Record<string, unknown>, kinds: readonly KnownKind[]): { kind: string } | { candidates: string[] } {
  const keys = Object.keys(definition);
  const scored = kinds
    // Judged as that kind would carry it (a schema may require its kind).
    .filter((known) => known.validator?.({ ...definition, kind: known.kind }) === true)
    .map((known) => {
      const declared = isObject(known.schema.properties) ? known.schema.properties : {};
      const score = keys.filter((key) => Object.hasOwn(declared, key)).length;
      // Between kinds that declare as many of its properties, the narrower schema fits better.
      return { kind: known.kind, score, fit: score / Math.max(1, Object.keys(declared).length) };
    })
    .sort((a, b) => b.score - a.score || b.fit - a.fit);
  if (scored.length === 0 || scored[0].score === 0) return { candidates: [] };
  const best = scored.filter((entry) => entry.score === scored[0].score && entry.fit === scored[0].fit);
  return best.length === 1 ? { kind: best[0].kind } : { candidates: best.map((entry) => entry.kind) };
}

export function parseFixtureFile(text: string, options: ParseFixtureOptions): ParsedFixtureFile | FixtureFileProblem {
  const parsed = parseJson(text, options.locale);
  if (!parsed.ok) return { error: 'malformedJson', params: { reason: parsed.problem.message } };
  const root = parsed.value;
  if (!isObject(root)) return { error: 'notAnObject' };
  const wrapped = isObject(root.definition);
  const definition = wrapped ? (root.definition as Record<string, unknown>) : root;
  const answers = wrapped ? root.answers : undefined;
  if (typeof definition.kind === 'string' && definition.kind) return { kind: definition.kind, definition, answers };
  if (options.folder && options.kinds.some((known) => known.kind === options.folder)) return { kind: options.folder, definition, answers, inferredFrom: 'folder' };
  const inferred = inferKindFromShape(definition, options.kinds);
  if ('kind' in inferred) return { kind: inferred.kind, definition, answers, inferredFrom: 'shape' };
  return inferred.candidates.length > 1 ? { error: 'ambiguousKind', params: { kinds: inferred.candidates.join(', ') } } : { error: 'missingKind' };
}
