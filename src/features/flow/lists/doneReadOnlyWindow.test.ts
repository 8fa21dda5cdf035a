// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doneReadOnlyUrl, openDoneReadOnly } from './doneReadOnlyWindow';

afterEach(() => vi.restoreAllMocks());

describe('doneReadOnlyUrl', () => {
  it('points at this origin under the app base, with the token in the query', () => {
    const url = new URL(doneReadOnlyUrl('i/1', 'a.b.c'));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/fvue/doneReadOnly/i%2F1');
    expect(url.searchParams.get('token')).toBe('a.b.c');
  });

  it('leaves the token out when there is none', () => {
    expect(new URL(doneReadOnlyUrl('i1', undefined)).search).toBe('');
  });
});

describe('openDoneReadOnly', () => {
  it('opens a full-size window without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openDoneReadOnly('i1', 't');
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/fvue\/doneReadOnly\/i1\?token=t$/), '_blank', expect.stringMatching(/^noopener,left=0,top=0,width=\d+,height=\d+$/));
  });
});
