// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adaptChart, type ChartModel } from './adapter';
import type { CustomChartDefinition } from './definition';
import { axisMinimum, buildPlot, clampWindow, formatValue, initialWindow, isZoomable, plotPoints, ZOOM_THRESHOLD } from './plot';
import { textTooltip } from './tooltip';

const definition = (change: Partial<CustomChartDefinition> = {}): ChartModel =>
  adaptChart(
    {
      id: 1,
      name: '销售',
      style: 1,
      xaxisField: '[{"field":"month","comment":"月份"}]',
      displayfield: '[{"field":"north","comment":"华北"},{"field":"east","comment":"华东"}]',
      yaxisUnit: '元',
      ...change,
    },
    'zh-CN',
  ) as ChartModel;
const rows = [
  { MONTH: '2025-01', NORTH: 120, EAST: '80' },
  { MONTH: '2025-02', NORTH: null, EAST: 95.5 },
  { MONTH: '2025-03', NORTH: 150, EAST: 'n/a' },
];

describe('plotPoints', () => {
  it('turns wide rows into one point per row and series (null for gaps)', () => {
    expect(plotPoints(definition(), rows)).toEqual([
      { x: '2025-01', series: '华北', value: 120 },
      { x: '2025-01', series: '华东', value: 80 },
      { x: '2025-02', series: '华北', value: null },
      { x: '2025-02', series: '华东', value: 95.5 },
      { x: '2025-03', series: '华北', value: 150 },
      { x: '2025-03', series: '华东', value: null },
    ]);
  });

  it('draws the first series only in a pie', () => {
    expect(plotPoints(definition({ style: 3 }), rows).map((point) => point.series)).toEqual(['华北', '华北', '华北']);
  });
});

describe('buildPlot', () => {
  it('draws a line per series, with the unit on the value axis and the axis from 0', () => {
    const spec = buildPlot(definition({ conf: '{"series":{"smooth":true}}' }), rows, 'zh-CN');
    expect(spec.type).toBe('Line');
    expect(spec.options).toMatchObject({ xField: 'x', yField: 'value', seriesField: 'series', smooth: true, legend: { position: 'top-left' }, height: 400, locale: 'zh-CN' });
    expect(spec.options.yAxis).toMatchObject({ min: 0, title: { text: '元' } });
    expect(spec.options.data).toHaveLength(6);
  });

  it('starts the value axis at the data minimum for conf yMin = 2', () => {
    const model = definition({ conf: '{"yMin":2}' });
    expect(buildPlot(model, rows, 'zh-CN').options).toMatchObject({ yAxis: { min: 80 } });
    expect(axisMinimum(definition(), [{ x: 'a', series: 's', value: -5 }])).toBe(-5);
    expect(axisMinimum(definition(), [])).toBe(0);
  });

  it('shows every category label, rotated, for conf xShowAll = 2; otherwise lets G2 hide crowded ones', () => {
    expect(buildPlot(definition({ conf: '{"xShowAll":2}' }), rows, 'zh-CN').options).toMatchObject({ xAxis: { label: { autoHide: false, autoRotate: false, rotate: Math.PI / 6 } } });
    expect(buildPlot(definition(), rows, 'zh-CN').options).toMatchObject({ xAxis: { label: { autoHide: true, autoRotate: true } } });
  });

  it('groups bars of several series, stacks them for conf series.stack, and has no legend for one series', () => {
    expect(buildPlot(definition({ style: 2 }), rows, 'zh-CN')).toMatchObject({ type: 'Column', options: { isGroup: true, isStack: false } });
    expect(buildPlot(definition({ style: 2, conf: '{"series":{"stack":true}}' }), rows, 'zh-CN').options).toMatchObject({ isGroup: false, isStack: true });
    const single = buildPlot(definition({ style: 2, displayfield: '[{"field":"north"}]' }), rows, 'zh-CN').options;
    expect(single.legend).toBe(false);
    expect('seriesField' in single).toBe(false);
  });

  it('draws a pie of the positive values, without the HTML centre statistic', () => {
    const spec = buildPlot(definition({ style: 3, conf: '{"series":{"radius":[40,80]}}' }), rows, 'en-US');
    expect(spec.type).toBe('Pie');
    expect(spec.options).toMatchObject({ angleField: 'value', colorField: 'x', innerRadius: 0.5, statistic: { title: false, content: false } });
    expect(spec.options.data.map((point) => point.x)).toEqual(['2025-01', '2025-03']);
  });

  it('builds tooltips from text: a name full of markup stays text', () => {
    const model = definition({ displayfield: '[{"field":"north","comment":"<img src=x onerror=alert(1)>"}]' });
    const spec = buildPlot(model, rows, 'zh-CN');
    const tooltip = (spec.options.tooltip as { customContent: (title: string, items: object[]) => HTMLElement }).customContent;
    const element = tooltip('<b>2025-01</b>', [{ color: 'red', data: { x: '<b>2025-01</b>', series: '<img src=x onerror=alert(1)>', value: 1234.5 } }]);
    expect(element.querySelector('img, b')).toBeNull();
    expect(element.querySelector('.g2-tooltip-title')?.textContent).toBe('<b>2025-01</b>');
    expect(element.querySelector('.g2-tooltip-name')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(element.querySelector('.g2-tooltip-value')?.textContent).toBe('1,234.5 元');
  });

  it('names pie slices by category in the tooltip', () => {
    const spec = buildPlot(definition({ style: 3 }), rows, 'zh-CN');
    const tooltip = (spec.options.tooltip as { customContent: (title: string, items: object[]) => HTMLElement }).customContent;
    const element = tooltip('ignored', [{ color: '#5B8FF9', data: { x: '2025-03', value: 150 } }]);
    expect(element.querySelector('.g2-tooltip-title')).toBeNull();
    expect(element.textContent).toBe('2025-03: 150 元');
  });
});

describe('textTooltip', () => {
  it('sets the marker colour through the style object, so a colour cannot add markup', () => {
    const element = textTooltip('t', [{ name: 'n', value: 'v', color: 'red"><img src=x>' }]);
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelectorAll('li')).toHaveLength(1);
  });
});

describe('zoom', () => {
  it('applies to line and bar charts of more than 20 rows', () => {
    expect(ZOOM_THRESHOLD).toBe(20);
    expect(isZoomable(definition(), 21)).toBe(true);
    expect(isZoomable(definition(), 20)).toBe(false);
    expect(isZoomable(definition({ style: 2 }), 100)).toBe(true);
    expect(isZoomable(definition({ style: 3 }), 100)).toBe(false);
  });

  it('starts with the first 20 rows and keeps a window inside the rows', () => {
    expect(initialWindow(36)).toEqual([0, 19]);
    expect(clampWindow([5, 30], 36)).toEqual([5, 30]);
    expect(clampWindow([5, 40], 36)).toEqual([0, 19]);
    expect(clampWindow([9, 3], 36)).toEqual([0, 19]);
    expect(clampWindow(undefined, 25)).toEqual([0, 19]);
  });
});

describe('formatValue', () => {
  it('formats numbers in the locale, with the unit, and gaps as a dash', () => {
    expect(formatValue(1234567.891, 'en-US', '')).toBe('1,234,567.89');
    expect(formatValue(12, 'zh-CN', '人')).toBe('12 人');
    expect(formatValue(null, 'zh-CN', '元')).toBe('-');
  });
});
