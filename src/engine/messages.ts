// The engine's message tables in i18next, namespace 'engine' (keys as the libraries write them, e.g.
// 'rules.required'), so that app code can translate engine texts and one i18n instance knows every text.
// The libraries keep formatting their own tables: they must also work without i18next (on the server).
import type { i18n as I18n } from 'i18next';
import {
  chartMessages,
  columnMessages,
  coreMessages,
  dataTemplateMessages,
  DIALOG_MESSAGES,
  listMessages,
  queryMessages,
  formAdapterMessages,
  formatMessages,
  formulaMessages,
  layoutMessages,
  LOCALES,
  RJSF_SEMI_MESSAGES,
  ruleMessages,
} from '../../renderers';

export const ENGINE_NAMESPACE = 'engine';

const TABLES = [
  ruleMessages, formulaMessages, formatMessages, coreMessages, formAdapterMessages, RJSF_SEMI_MESSAGES,
  listMessages, queryMessages, DIALOG_MESSAGES, chartMessages, dataTemplateMessages, columnMessages, layoutMessages,
];

/** Adds every engine table to `i18n` (keys kept flat: the key separator is off for this namespace's lookups). */
export function registerEngineMessages(i18n: I18n): void {
  for (const locale of LOCALES) {
    const bundle: Record<string, string> = {};
    for (const table of TABLES) Object.assign(bundle, table[locale]);
    i18n.addResourceBundle(locale, ENGINE_NAMESPACE, bundle, true, false);
  }
}
