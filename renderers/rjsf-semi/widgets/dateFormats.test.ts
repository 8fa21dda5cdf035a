import { describe, expect, it } from 'vitest';
import { pickerFormat } from './dateFormats';

describe('pickerFormat', () => {
  it("keeps a field's own format where the picker can show and store it", () => {
    expect(pickerFormat('time', 'HH:mm')).toBe('HH:mm');
    expect(pickerFormat('date', 'yyyy-MM')).toBe('yyyy-MM');
    expect(pickerFormat('date', 'yyyy/MM/dd')).toBe('yyyy/MM/dd');
    expect(pickerFormat('datetime', 'yyyy-MM-dd HH:mm')).toBe('yyyy-MM-dd HH:mm');
  });

  it('falls back to the stored default for no format, a format of another kind, or anything else', () => {
    expect(pickerFormat('time', undefined)).toBe('HH:mm:ss');
    expect(pickerFormat('time', 'yyyy-MM-dd')).toBe('HH:mm:ss');
    expect(pickerFormat('date', 'HH:mm')).toBe('yyyy-MM-dd');
    expect(pickerFormat('datetime', 'yyyy-MM-dd')).toBe('yyyy-MM-dd HH:mm:ss');
    expect(pickerFormat('date', "yyyy-MM-dd'<script>'")).toBe('yyyy-MM-dd');
    expect(pickerFormat('date', 42)).toBe('yyyy-MM-dd');
  });
});
