// How the build groups modules into files (issue 25: /home loaded 118 files in six sequential code stages, the
// small chunks queuing on HTTP/1.1's six connections). Rolldown's automatic splitting makes one chunk per set
// of dynamic imports that reach a module, so every Semi helper shared by a few pages was a file of its own.
// These groups (output.codeSplitting, docs/performance.md "Few files, few stages") put together what is always
// loaded together, and nothing that a page without it would then have to load:
// - react: React and its scheduler (the login page must not carry Semi code that shares a chunk with react-dom);
// - index: everything the entry imports statically (every page loads it anyway);
// - signed-in: the signed-in route table and layout with what they import, but nothing the anonymous pages
//   (or the entry's own lazy parts) can reach — every signed-in page loads the shell, so none pays for another;
// - home: the home area's own modules that home's first screen draws (the page, its tab row and its light
//   widgets) with the libraries only they use, one file;
// - texts-<language>: the text namespaces only the signed-in shell and home use, one file per language.
// Charts (g2plot), date pickers, editors and the dialogs stay in their own chunks, loaded when drawn.
import { resolve, sep } from 'node:path';

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

const ROOT = resolve(import.meta.dirname, '..');
const at = (path: string) => resolve(ROOT, path);

const ENTRY = at('src/main.tsx');
/** The signed-in part's doors: the route table and the layout every signed-in page is drawn in. */
const SHELL_ROOTS = [at('src/app/signedInRoutes.tsx'), at('src/app/layout/MainLayout.tsx')];
/** Authors' and testers' pages (docs/studio.md, replay): they may load the signed-in shell's file for what they share with it. */
const TOOL_PAGES = [at('src/features/studio/StudioPage.tsx'), at('src/features/replay/ReplayIndexPage.tsx'), at('src/features/replay/ReplayPage.tsx')];
const HOME_DIR = `${at('src/features/home')}${sep}`;
const HOME_PAGE = `${HOME_DIR}HomePage.tsx`;
/** Home's first screen: the page and what it draws once the layout and the columns are in. */
const HOME_ROOTS = [
  'HomePage.tsx',
  'TabRow.tsx',
  ...['NoticeWidget', 'NewsWidget', 'CarouselWidget', 'MeetingWidget', 'AppsWidget', 'CultureImageWidget', 'DutyRosterWidget', 'DocumentListWidget', 'HomeTodoWidget', 'OftenFlowWidget', 'HomeInstWidget', 'UserInfoWidget', 'NewsListWidget'].map(
    (widget) => `widgets/${widget}.tsx`,
  ),
].map((path) => `${HOME_DIR}${path}`);
/**
 * Namespaces only the signed-in shell and home ask for (shellPages.ts). Not `pages` (the sign-in page's language
 * switch needs it) nor `flow` (5 KB that every signed-in page would then load).
 */
const SHELL_TEXTS = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/](?:layout|personal|home)\.json$/;

/** Modules reachable from `roots` by static imports (and dynamic ones too with `dynamic`), not entering `stop`. */
function reach(context: Context, roots: readonly string[], options: { dynamic?: boolean; stop?: ReadonlySet<string> } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id) || options.stop?.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    pending.push(...info.importedIds);
    if (options.dynamic) pending.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

interface Membership {
  shell: Set<string>;
  home: Set<string>;
}

function membership(context: Context): Membership {
  const initial = reach(context, [ENTRY]);
  // what the lean pages can load without passing a door of the signed-in part
  const anonymous = reach(context, [ENTRY], { dynamic: true, stop: new Set([...SHELL_ROOTS, HOME_PAGE, ...TOOL_PAGES]) });
  const shell = new Set([...reach(context, SHELL_ROOTS)].filter((id) => !initial.has(id) && !anonymous.has(id)));
  // what other pages can load without passing home's door: libraries they share stay out of home's file
  const outside = reach(context, [ENTRY], { dynamic: true, stop: new Set([HOME_PAGE]) });
  const home = new Set(
    [...reach(context, HOME_ROOTS)].filter((id) => !initial.has(id) && !shell.has(id) && (id.startsWith(HOME_DIR) || !outside.has(id))),
  );
  return { shell, home };
}

/** The groups of output.codeSplitting (see above); call once per build: the membership is worked out on first use. */
export function chunkGroups() {
  let members: Membership | undefined;
  const of = (context: Context) => (members ??= membership(context));
  return [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
    { name: 'index', tags: ['$initial' as const], priority: 40 },
    { name: (id: string, context: Context) => (of(context).shell.has(id) ? 'signed-in' : null), debugName: 'signed-in', priority: 30, includeDependenciesRecursively: false },
    { name: (id: string, context: Context) => (of(context).home.has(id) ? 'home' : null), debugName: 'home', priority: 20, includeDependenciesRecursively: false },
    {
      name: (id: string) => {
        const language = SHELL_TEXTS.exec(id)?.[1];
        return language ? `texts-${language}` : null;
      },
      debugName: 'texts',
      priority: 10,
    },
  ];
}
