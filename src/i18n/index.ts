// One i18next instance; every locales/<lang>/<namespace>.json is a namespace (adding one is adding two files).
// Only the namespaces of the anonymous pages ship in the entry chunk; every other namespace is its own chunk,
// loaded when a component first asks for it (react-i18next suspends until it is there).
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'lang';
/** Namespaces the sign-in pages need at once; keep this short: each weighs on /login. */
const ENTRY_NAMESPACES = ['common', 'login'];

const entryModules = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/common.json', './locales/*/login.json'], { eager: true });
const lazyModules = import.meta.glob<ResourceKey>(['./locales/*/*.json', '!./locales/*/common.json', '!./locales/*/login.json'], { import: 'default' });

const NAMESPACE_PATH = /\.\/locales\/([^/]+)\/([^/]+)\.json$/;

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(entryModules)) {
  const match = NAMESPACE_PATH.exec(path);
  if (match) (resources[match[1]] ??= {})[match[2]] = module.default;
}

/** Every namespace the app has, loaded or not. */
export const NAMESPACES: readonly string[] = [
  ...new Set([...Object.keys(entryModules), ...Object.keys(lazyModules)].map((path) => NAMESPACE_PATH.exec(path)?.[2]).filter((name): name is string => !!name)),
];

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyModules[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function getLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return LANGUAGES.includes(stored as Language) ? (stored as Language) : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

/** Stores the language and switches the running instance; the caller decides whether to reload. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Loads every namespace in both languages (tests, and anything that must not suspend). */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadLanguages([...LANGUAGES]).then(() => i18n.loadNamespaces([...NAMESPACES]));
}

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: getLanguage(),
    fallbackLng: 'zh-CN',
    ns: ENTRY_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
