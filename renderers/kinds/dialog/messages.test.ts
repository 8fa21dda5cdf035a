import { describe, expect, it } from 'vitest';
import { DIALOG_MESSAGES, formatDialogMessage } from './messages';

describe('dialog messages', () => {
  it('have the same keys in zh-CN and en-US', () => {
    expect(Object.keys(DIALOG_MESSAGES['en-US']).sort()).toEqual(Object.keys(DIALOG_MESSAGES['zh-CN']).sort());
  });

  it('give the catalogue’s texts in zh-CN, translated in en-US', () => {
    expect(formatDialogMessage('dialog.invalidDataParam', {}, 'zh-CN')).toBe('POST参数不是有效的JSON格式');
    expect(formatDialogMessage('dialog.invalidDataParam', {}, 'en-US')).toBe('The POST parameters are not valid JSON.');
    expect(formatDialogMessage('dialog.urlMissing', {}, 'zh-CN')).toBe('Restful类型的url地址为空');
    expect(formatDialogMessage('dialog.selectedMax', { max: 3 }, 'zh-CN')).toBe('最多只能选择 3 项');
  });
});
