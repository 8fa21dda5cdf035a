import { describe, expect, it } from 'vitest';
import type { WorkReport } from '../../api/report';
import { monthsOf, monthTexts, parseHours, submittedTotal, yearChoices } from './workHours';

const report = (month: number, hours: number, status: WorkReport['status']): WorkReport => ({
  id: `r${month}`, userId: 'u1', account: 'zhangsan', fullname: '张三', year: 2026, month, hours, status, depCode: 'D1', submitTime: '', freezeTime: '', updateTime: '',
});

describe('work-hour helpers', () => {
  it('lays a year out as twelve months, with the reports where there are some', () => {
    const months = monthsOf([report(3, 160, 'frozen'), report(1, 150, 'submitted')]);
    expect(months.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months[0]!.report?.hours).toBe(150);
    expect(months[1]!.report).toBeUndefined();
    expect(months[2]!.report?.status).toBe('frozen');
  });

  it('names a month in the page language, its number kept for the Chinese texts', () => {
    expect(monthTexts(3, 'en-US')).toEqual({ month: 3, name: 'March' });
    expect(monthTexts(12, 'en-US').name).toBe('December');
    expect(monthTexts(1, 'zh-CN')).toEqual({ month: 1, name: '一月' });
  });

  it('takes 0 to 744 hours with at most one decimal', () => {
    expect(parseHours(' 160 ')).toEqual({ hours: 160 });
    expect(parseHours('0')).toEqual({ hours: 0 });
    expect(parseHours('7.5')).toEqual({ hours: 7.5 });
    expect(parseHours('')).toEqual({ problem: 'hoursRequired' });
    for (const bad of ['-1', 'abc', '1.25', '1e3', '0x10']) expect(parseHours(bad)).toEqual({ problem: 'hoursInvalid' });
    expect(parseHours('744')).toEqual({ hours: 744 });
    expect(parseHours('744.5')).toEqual({ problem: 'hoursRange' });
  });

  it('offers this year and the two before, and sums what was handed in', () => {
    expect(yearChoices(new Date(2026, 10, 22))).toEqual([2026, 2025, 2024]);
    expect(submittedTotal([report(1, 150.5, 'submitted'), report(2, 100, 'draft'), report(3, 160.2, 'frozen')])).toBe(310.7);
  });
});
