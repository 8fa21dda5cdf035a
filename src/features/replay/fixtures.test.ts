import { describe, expect, it } from 'vitest';
import { definitionTitle, studioPathOf } from './fixtures';

describe('replay fixtures', () => {
  it('names a definition in the language', () => {
    expect(definitionTitle({ name: '文档列表', nameEn: 'Documents' }, 'en-US')).toBe('Documents');
    expect(definitionTitle({ name: '文档列表', nameEn: 'Documents' }, 'zh-CN')).toBe('文档列表');
    expect(definitionTitle({ name: { 'zh-CN': '请假申请', 'en-US': 'Leave request' } }, 'en-US')).toBe('Leave request');
    expect(definitionTitle({ title: 'Layout' }, 'zh-CN')).toBe('Layout');
    expect(definitionTitle({ alias: 'x' }, 'zh-CN')).toBe('');
    expect(definitionTitle(null, 'zh-CN')).toBe('');
  });

  it('links a fixture to the studio', () => {
    expect(studioPathOf({ kind: 'customQuery', name: 'document-list' })).toBe('/studio?fixture=customQuery/document-list');
  });
});
