// @vitest-environment jsdom
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { chartMessages, columnMessages, coreMessages, dataTemplateMessages, DIALOG_MESSAGES, formatColumnMessage, formatCoreMessage, formatRuleMessage, layoutMessages, listMessages, LOCALES, queryMessages, ruleMessages, RJSF_SEMI_MESSAGES } from '../../renderers';
import { ENGINE_NAMESPACE, registerEngineMessages } from './messages';

describe('registerEngineMessages', () => {
  it('puts every key of every engine table into i18next, formatting as the libraries do', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'zh-CN', resources: {}, interpolation: { escapeValue: false } });
    registerEngineMessages(i18n);
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale, ENGINE_NAMESPACE);
      for (const table of [ruleMessages, coreMessages, RJSF_SEMI_MESSAGES, queryMessages, DIALOG_MESSAGES, chartMessages, dataTemplateMessages, listMessages, columnMessages, layoutMessages]) {
        for (const key of Object.keys(table[locale])) expect(i18n.exists(key, { ns: ENGINE_NAMESPACE, lng: locale, keySeparator: false })).toBe(true);
      }
      expect(t('rules.required', { label: 'X', keySeparator: false })).toBe(formatRuleMessage('rules.required', { label: 'X' }, locale));
      expect(t('panel.title', { keySeparator: false })).toBe(formatCoreMessage('panel.title', {}, locale));
      expect(t('column.noTemplate', { keySeparator: false })).toBe(formatColumnMessage('column.noTemplate', {}, locale));
    }
  });
});
