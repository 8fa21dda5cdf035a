// A tester's own fixture file: either a bare definition (with its `kind`) or
// `{ "definition": {...}, "answers": {...} }`. Errors are message keys of the replay namespace.
export interface ParsedFixtureFile {
  kind: string;
  definition: unknown;
  answers?: unknown;
}

export type FixtureFileProblem = { error: 'malformedJson' | 'notAnObject' | 'missingKind'; params?: Record<string, string> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseFixtureFile(text: string): ParsedFixtureFile | FixtureFileProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: 'malformedJson', params: { reason: error instanceof Error ? error.message : String(error) } };
  }
  if (!isObject(parsed)) return { error: 'notAnObject' };
  const wrapped = isObject(parsed.definition);
  const definition = wrapped ? (parsed.definition as Record<string, unknown>) : parsed;
  if (typeof definition.kind !== 'string' || !definition.kind) return { error: 'missingKind' };
  return { kind: definition.kind, definition, answers: wrapped ? parsed.answers : undefined };
}
