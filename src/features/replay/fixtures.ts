// The fixture definitions bundled for replay: fixtures/<kind>/<name>.json with recorded answers in
// fixtures/<kind>/answers/<name>.json. Each file is its own lazy chunk.
// The seed of the reference server is not a definition kind and stays out of the bundle.
const definitions = import.meta.glob<unknown>(['/fixtures/*/*.json', '!/fixtures/seed/**'], { import: 'default' });
const answers = import.meta.glob<unknown>('/fixtures/*/answers/*.json', { import: 'default' });

export interface FixtureRef {
  /** The fixture's folder: the kind of its definitions. */
  kind: string;
  name: string;
}

const FIXTURE_PATH = /^\/fixtures\/([\w-]+)\/([\w-]+)\.json$/;

/** Every bundled fixture, ordered by kind then name. */
export function listFixtures(): FixtureRef[] {
  return Object.keys(definitions)
    .map((path) => FIXTURE_PATH.exec(path))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, kind, name]) => ({ kind, name }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

export interface LoadedFixture {
  definition: unknown;
  /** recorded answers (form data) when the fixture has them */
  answers?: unknown;
}

/** The fixture's definition and answers, or null when there is no such bundled fixture. */
export async function loadFixture({ kind, name }: FixtureRef): Promise<LoadedFixture | null> {
  const load = definitions[`/fixtures/${kind}/${name}.json`];
  if (!load) return null;
  const loadAnswers = answers[`/fixtures/${kind}/answers/${name}.json`];
  const [definition, recorded] = await Promise.all([load(), loadAnswers ? loadAnswers() : undefined]);
  return { definition, answers: recorded };
}

/** The studio page that opens a bundled fixture (its URL contract: /studio?fixture=<folder>/<name>). */
export function studioPathOf({ kind, name }: FixtureRef): string {
  return `/studio?fixture=${kind}/${name}`;
}

type Localized = string | Readonly<Record<string, unknown>>;

/** A definition's title for a list: its name (or title) in the language, the English name for en-US, else ''. */
export function definitionTitle(definition: unknown, locale: string): string {
  if (typeof definition !== 'object' || definition === null) return '';
  const { name, nameEn, title } = definition as { name?: Localized; nameEn?: unknown; title?: Localized };
  if (locale === 'en-US' && typeof nameEn === 'string' && nameEn) return nameEn;
  for (const text of [name, title]) {
    if (typeof text === 'string' && text) return text;
    if (typeof text === 'object' && text !== null) {
      const value = text[locale] ?? text['zh-CN'];
      if (typeof value === 'string' && value) return value;
    }
  }
  return '';
}

/** Every bundled fixture's definition (each its own chunk), for the list's titles. */
export async function loadFixtureDefinitions(): Promise<Map<string, unknown>> {
  const entries = await Promise.all(listFixtures().map(async (ref) => [`${ref.kind}/${ref.name}`, (await loadFixture(ref))?.definition] as const));
  return new Map(entries);
}
