// Texts of the home layout kind (decoding vueFrontHome's value), zh-CN and en-US with the same keys.
import { createMessageFormatter, type Locale } from '../../messages';

const zhCN = {
  'layout.badBase64': '首页布局无法解码：{{path}} 处应为{{expected}}',
  'layout.badJson': '首页布局无法解析：{{path}} 处应为{{expected}}（{{detail}}）',
  'layout.expected.base64': 'Base64 编码的 UTF-8 文本',
  'layout.expected.json': '内容为 JSON 的 Base64 文本',
} as const;

export type LayoutMessageKey = keyof typeof zhCN;

const enUS: Record<LayoutMessageKey, string> = {
  'layout.badBase64': 'The home layout cannot be decoded: at {{path}}, expected {{expected}}',
  'layout.badJson': 'The home layout cannot be read: at {{path}}, expected {{expected}} ({{detail}})',
  'layout.expected.base64': 'Base64-encoded UTF-8 text',
  'layout.expected.json': 'Base64 text holding JSON',
};

export const layoutMessages: Readonly<Record<Locale, Readonly<Record<LayoutMessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

const format = createMessageFormatter(layoutMessages);

export function formatLayoutMessage(key: LayoutMessageKey, params?: Readonly<Record<string, string | number>>, locale?: string): string {
  return format(key, params, locale);
}
