// The fixture definitions bundled for replay: fixtures/<kind>/<name>.json with recorded answers in
// fixtures/<kind>/answers/<name>.json. Each file is its own lazy chunk.
// The seed of the reference server is not a definition kind and stays out of the bundle.
const definitions = import.meta.glob<unknown>(['/fixtures/*/*.json', '!/fixtures/seed/**'], { import: 'default' });
const answers = import.meta.glob<unknown>('/fixtures/*/answers/*.json', { import: 'default' });

export interface FixtureRef {
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
