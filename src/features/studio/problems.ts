// The studio's problems: one list for the panel and the editor's lint, built from what the engine answers (its
// DefinitionIssue list, and a prepared form's non-fatal definition errors) plus the studio's own JSON parse
// error. Each problem once, with its JSON path, the offending value read from the text, what was expected, and
// the text range it points at. Warnings (templateWarnings.ts) are listed the same way but leave the
// definition usable. Pure.
import { formModelOf, type DefinitionIssue, type PrepareResult } from '../../../renderers';
import { locatePath, pathSteps, type JsonDocument, type JsonParseError, type JsonRange } from './jsonDocument';

export interface StudioProblem {
  /** stable within one analysis: code, path and message */
  readonly key: string;
  readonly code: string;
  /** an error keeps the definition from the preview; a warning does not */
  readonly severity: 'error' | 'warning';
  readonly path: string;
  readonly message: string;
  readonly expected: string;
  /** the value found at the path as compact JSON ('' when there is none: a missing property) */
  readonly value: string;
  /** the text range to select: the property name to the value's end */
  readonly from: number;
  readonly to: number;
}

const MAX_VALUE_LENGTH = 120;

function valueAt(root: unknown, path: string): unknown {
  const steps = pathSteps(path);
  if (!steps) return undefined;
  let current = root;
  for (const step of steps) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.hasOwn(current, step) ? (current as Record<string | number, unknown>)[step] : undefined;
  }
  return current;
}

/** Compact JSON of a value, cut at MAX_VALUE_LENGTH characters; '' for undefined. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const spanOf = (range: JsonRange | null) => (range ? { from: range.keyFrom ?? range.from, to: range.to } : { from: 0, to: 0 });

/** The parse error as the one problem of a text that is not JSON; `message` is the localized sentence. */
export function parseProblem(error: JsonParseError, message: string): StudioProblem {
  return { key: `json.${error.code}`, code: `json.${error.code}`, severity: 'error', path: '', message, expected: '', value: error.found ? JSON.stringify(error.found) : '', from: error.offset, to: error.offset + (error.found ? 1 : 0) };
}

type Issue = Pick<DefinitionIssue, 'code' | 'path' | 'message' | 'value'> & { readonly expected?: string };

/** A warning: its own value (what in the template), since the value at its path is the whole template. */
type Warning = Issue & { readonly value: string };

/** Every engine issue of a parsed document, then the warnings, each once, located in the text. */
export function definitionProblems(document: Extract<JsonDocument, { ok: true }>, result: PrepareResult | null, warnings: readonly Warning[] = []): StudioProblem[] {
  const issues: readonly Issue[] = !result ? [] : result.ok ? [...(result.issues ?? []), ...(formModelOf(result.model)?.definitionErrors ?? []), ...((result.model as { templateIssues?: readonly DefinitionIssue[] } | null)?.templateIssues ?? [])] : result.errors;
  const seen = new Set<string>();
  const problems: StudioProblem[] = [];
  const add = (item: Issue, severity: StudioProblem['severity'], value: string) => {
    const key = `${item.code}\n${item.path}\n${item.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ key, code: item.code, severity, path: item.path, message: item.message, expected: item.expected ?? '', value, ...spanOf(locatePath(document.ranges, item.path)) });
  };
  // The engine's own value where it gives one: a path inside a JSON string property (sortfield[1].field) has no value in the text.
  for (const item of issues) add(item, 'error', shownValue(item.value !== undefined ? item.value : valueAt(document.value, item.path)));
  for (const item of warnings) add(item, 'warning', item.value);
  return problems;
}
