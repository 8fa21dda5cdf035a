// Locales and message formatting shared by the engine's pure libraries. They format their own tables
// (they must work without i18next, e.g. on the server); the app can register the same tables into
// i18next: keys are dotted paths and placeholders use i18next's default {{name}} syntax.

export type Locale = 'zh-CN' | 'en-US';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function normalizeLocale(locale: string | undefined): Locale {
  return locale === 'en-US' ? 'en-US' : DEFAULT_LOCALE;
}

export type MessageParams = Readonly<Record<string, string | number>>;
export type MessageTables = Readonly<Record<Locale, Readonly<Record<string, string>>>>;
export type MessageFormatter = (key: string, params?: MessageParams, locale?: string) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A formatter over one library's tables. An unknown locale falls back to zh-CN, an unknown key comes back
 * as the key itself (visible, never blank), a missing parameter becomes ''. Parameters are inserted once,
 * so a value containing {{…}} stays literal.
 */
/* #__NO_SIDE_EFFECTS__ */
export function createMessageFormatter(tables: MessageTables): MessageFormatter {
  return (key, params, locale) => {
    const table = tables[normalizeLocale(locale)];
    const fallback = tables[DEFAULT_LOCALE];
    const template = Object.hasOwn(table, key) ? table[key] : Object.hasOwn(fallback, key) ? fallback[key] : undefined;
    if (template === undefined) return key;
    return template.replace(PLACEHOLDER, (_, name: string) => (params && Object.hasOwn(params, name) ? String(params[name]) : ''));
  };
}
