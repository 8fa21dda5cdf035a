// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { lastSourceKey, readDraft, removeDraft, writeDraft } from './drafts';

describe('studio drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps an edited text per source and reads it back', () => {
    writeDraft('fixture:form/a', { text: '{"x":2}', data: '', original: '{"x":1}', originalData: '' });
    writeDraft('template:form', { text: '{"y":2}', data: '{}', original: '{"y":1}', originalData: '' });
    expect(readDraft('fixture:form/a')).toEqual({ text: '{"x":2}', data: '', original: '{"x":1}', originalData: '' });
    expect(readDraft('template:form')?.data).toBe('{}');
    expect(lastSourceKey()).toBe('template:form');
  });

  it('drops the draft once it is the source again, and on discard', () => {
    writeDraft('paste', { text: 'b', data: '', original: 'a', originalData: '' });
    writeDraft('paste', { text: 'a', data: '', original: 'a', originalData: '' });
    expect(readDraft('paste')).toBeNull();
    writeDraft('paste', { text: 'b', data: '', original: 'a', originalData: '' });
    removeDraft('paste');
    expect(readDraft('paste')).toBeNull();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem('flowdesk.studio.draft:bad', '{not json');
    localStorage.setItem('flowdesk.studio.draft:odd', '{"text": 1}');
    expect(readDraft('bad')).toBeNull();
    expect(readDraft('odd')).toBeNull();
  });
});
