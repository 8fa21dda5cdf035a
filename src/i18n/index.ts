// One i18next instance; every locales/<lang>/<namespace>.json is a namespace (adding one is adding two files).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'lang';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(modules)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match;
  (resources[language] ??= {})[namespace] = module.default;
}

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

void i18n.use(initReactI18next).init({
  resources,
  lng: getLanguage(),
  fallbackLng: 'zh-CN',
  ns: Object.keys(resources['zh-CN'] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
