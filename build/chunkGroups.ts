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
// - signed-in-shared: what the shell and home's first screen import that other pages share with them (Semi
//   components, DOMPurify, the request layer's helpers), one file instead of some sixty: home loads all of it
//   anyway, and another page that needs one of them loads it whole. Nothing the sign-in page can reach, so that
//   /login keeps its budget, and nothing that imports a signed-in or home module or a module left to a file of
//   its own (no circle between files: tests/e2e/chunks.e2e.ts);
// - common: what the sign-in page and the signed-in part both import (Semi's Button, Spin, Dropdown…), one file
//   that /login loaded all of anyway, importing only the entry's files;
// - texts-<language>: the text namespaces only the signed-in shell and home use, one file per language.
// Charts (g2plot), date pickers, editors and the dialogs stay in their own chunks, loaded when drawn.
// The groups follow the import graph, so the app's imports of Semi's barrel are rewritten to the components'
// own modules first (semiImports.ts): through the barrel, the graph could not say which component a file uses.
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
/** The page that must stay lean (`npm run size`'s /login budget): nothing it can reach joins a shared group. */
const LOGIN_PAGE = at('src/features/login/LoginPage.tsx');
const HOME_DIR = `${at('src/features/home')}${sep}`;
/**
 * Re-exporting indexes: a module importing one name from them reaches, by the import graph, everything behind
 * them, of which tree-shaking keeps only that name. The shared group does not pass them. (Semi's by its path's
 * end: node_modules may be a link, and module ids are real paths.)
 */
const isBarrel = (id: string) => id === at('renderers/index.ts') || /[\\/]node_modules[\\/]@douyinfe[\\/]semi-ui-19[\\/]lib[\\/]es[\\/]index\.js$/.test(id);
/** What the shared group may hold: the app's modules and the small libraries of the shell's and home's controls. */
const SRC_DIR = `${at('src')}${sep}`;
const SHARED_LIBRARIES = /[\\/]node_modules[\\/](@douyinfe[\\/]semi-(ui-19|foundation|icons|animation|animation-react|theme-default)|dompurify|axios|scroll-into-view-if-needed|compute-scroll-into-view|lodash|prop-types|react-is|date-fns|@babel[\\/]runtime|fast-copy)[\\/]/;
const isSharedCode = (id: string) => id.startsWith(SRC_DIR) || SHARED_LIBRARIES.test(id);
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
function reach(context: Context, roots: readonly string[], options: { dynamic?: boolean; stop?: (id: string) => boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id) || options.stop?.(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    pending.push(...info.importedIds);
    if (options.dynamic) pending.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** Whether a module reaches one of `targets` by static imports (memoized; a module on the current path counts as not). */
function importsAny(context: Context, targets: ReadonlySet<string>): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const visit = (id: string): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false);
    const answer = (context.getModuleInfo(id)?.importedIds ?? []).some((child) => targets.has(child) || visit(child));
    known.set(id, answer);
    return answer;
  };
  return visit;
}

/**
 * Drops from `group` every member that imports a module neither in it nor `allowed`, until none does. The modules
 * it drops go to files of their own, which may import the group's file: were they imported by it too, the two
 * files would be a circle, and the one entered first would run before what it reads is defined (Semi's class
 * prefix read as undefined: `undefined-tag`).
 */
function closeUnderImports(context: Context, group: Set<string>, allowed: (id: string) => boolean): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of group) {
      if ((context.getModuleInfo(id)?.importedIds ?? []).some((child) => !group.has(child) && !allowed(child))) {
        group.delete(id);
        changed = true;
      }
    }
  }
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

interface Membership {
  shell: Set<string>;
  home: Set<string>;
  shared: Set<string>;
  common: Set<string>;
}

function membership(context: Context): Membership {
  const initial = reach(context, [ENTRY]);
  // what the lean pages can load without passing a door of the signed-in part
  const doors = new Set([...SHELL_ROOTS, HOME_PAGE, ...TOOL_PAGES]);
  const anonymous = reach(context, [ENTRY], { dynamic: true, stop: (id) => doors.has(id) });
  // Libraries home's first screen imports as well go to the shared file, not the shell's: a shared component
  // importing them (Tag imports Avatar) would otherwise make the two files import each other.
  const homeReach = reach(context, HOME_ROOTS, { stop: isBarrel });
  const shell = new Set(
    [...reach(context, SHELL_ROOTS)].filter((id) => !initial.has(id) && !anonymous.has(id) && !(SHARED_LIBRARIES.test(id) && homeReach.has(id))),
  );
  // what other pages can load without passing home's door: libraries they share stay out of home's file
  const outside = reach(context, [ENTRY], { dynamic: true, stop: (id) => id === HOME_PAGE });
  const home = new Set(
    [...reach(context, HOME_ROOTS)].filter((id) => !initial.has(id) && !shell.has(id) && (id.startsWith(HOME_DIR) || !outside.has(id))),
  );
  const login = reach(context, [LOGIN_PAGE]);
  // Nothing that imports the shell's or home's modules: their files import this one, and a cycle between files
  // can run a module before what it calls is defined.
  const leadsToGroup = importsAny(context, new Set([...shell, ...home]));
  const signedIn = reach(context, [...SHELL_ROOTS, ...HOME_ROOTS], { stop: isBarrel });
  // What the sign-in page and the signed-in part both import: one file, all of which /login loads anyway.
  const common = new Set([...login].filter((id) => signedIn.has(id) && !initial.has(id)));
  const beforeAll = (id: string) => initial.has(id) || REACT.test(id);
  closeUnderImports(context, common, beforeAll);
  const shared = new Set(
    [...signedIn].filter(
      (id) => isSharedCode(id) && !initial.has(id) && !shell.has(id) && !home.has(id) && !login.has(id) && !leadsToGroup(id),
    ),
  );
  closeUnderImports(context, shared, (id) => beforeAll(id) || common.has(id));
  return { shell, home, shared, common };
}

/** The groups of output.codeSplitting (see above); call once per build: the membership is worked out on first use. */
export function chunkGroups() {
  let members: Membership | undefined;
  const of = (context: Context) => (members ??= membership(context));
  return [
    { name: 'react', test: REACT, priority: 50 },
    { name: 'index', tags: ['$initial' as const], priority: 40 },
    { name: (id: string, context: Context) => (of(context).shell.has(id) ? 'signed-in' : null), debugName: 'signed-in', priority: 30, includeDependenciesRecursively: false },
    { name: (id: string, context: Context) => (of(context).home.has(id) ? 'home' : null), debugName: 'home', priority: 20, includeDependenciesRecursively: false },
    {
      name: (id: string, context: Context) => (of(context).shared.has(id) ? 'signed-in-shared' : null),
      debugName: 'signed-in-shared',
      priority: 15,
      includeDependenciesRecursively: false,
    },
    { name: (id: string, context: Context) => (of(context).common.has(id) ? 'common' : null), debugName: 'common', priority: 14, includeDependenciesRecursively: false },
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
