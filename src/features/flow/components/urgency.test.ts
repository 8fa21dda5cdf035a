import { describe, expect, it } from 'vitest';
import { initialUrgency, parseUrgencyConf } from './urgency';

describe('parseUrgencyConf', () => {
  it('reads the well-formed choices of the JSON string', () => {
    const conf = JSON.stringify([{ state: 'normal', name: '普通', default: true }, { state: 'urgent', name: '紧急' }, { name: 'no state' }, 'x']);
    expect(parseUrgencyConf(conf)).toEqual([
      { state: 'normal', name: '普通', default: true },
      { state: 'urgent', name: '紧急', default: false },
    ]);
  });

  it('gives none for a broken or script-like string, never evaluating it', () => {
    expect(parseUrgencyConf("[{state:'normal'}]")).toEqual([]);
    expect(parseUrgencyConf('alert(1)')).toEqual([]);
    expect(parseUrgencyConf(undefined)).toEqual([]);
    expect(parseUrgencyConf('{"state":"normal"}')).toEqual([]);
  });
});

describe('initialUrgency', () => {
  const options = parseUrgencyConf(JSON.stringify([{ state: 'normal', name: 'N', default: false }, { state: 'urgent', name: 'U', default: true }]));
  it('prefers the instance’s own, then the default, then the first', () => {
    expect(initialUrgency(options, 'normal')).toBe('normal');
    expect(initialUrgency(options, '')).toBe('urgent');
    expect(initialUrgency(options, 'unknown')).toBe('urgent');
    expect(initialUrgency(options.slice(0, 1), undefined)).toBe('normal');
    expect(initialUrgency([], undefined)).toBeUndefined();
  });
});
