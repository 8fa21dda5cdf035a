import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName } from './csv';

describe('buildCsv', () => {
  it('starts with a BOM, quotes every cell, doubles quotes and ends lines with CRLF', () => {
    const csv = buildCsv(['标题', 'Note'], [
      ['请假 "三天"', 'a,b'],
      ['两行\n文本', ''],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('"标题","Note"\r\n"请假 ""三天""","a,b"\r\n"两行\n文本",""\r\n');
  });

  it('writes the header alone for no rows', () => {
    expect(buildCsv(['A'], [])).toBe('\uFEFF"A"\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the list and the local date', () => {
    expect(csvFileName('待办事项', new Date(2024, 0, 5, 23, 59))).toBe('待办事项-20240105.csv');
  });

  it('replaces characters file systems refuse', () => {
    expect(csvFileName('A/B: "C"', new Date(2024, 11, 31))).toBe('A_B_ _C_-20241231.csv');
  });
});
