// @vitest-environment jsdom
// A column template's widget data, asked before the widget is drawn (preloadWidgetDataOf): one call per widget,
// found in the cache by the widget's own hook when it renders; the chart's data stays with its code.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes } from '../../../app/layout/testSupport';
import { preloadWidgetDataOf, WidgetSlot } from './registry';

const api = vi.hoisted(() => ({ listNews: vi.fn() }));
vi.mock('../../../api/portal', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('preloadWidgetDataOf', () => {
  it('asks for the widgets a template names before they are drawn, and the widget draws from that answer', async () => {
    api.listNews.mockResolvedValue({ ok: true, status: 200, data: { rows: [{ id: 'n1', title: '体检通知', createTime: '2026-12-01 09:00:00', flag: '1' }] } });
    preloadWidgetDataOf('<div class="x"><HOME-NOTICE rows="5"></HOME-NOTICE><custom-chart chart-id="c1"></custom-chart></div>', 'zh-CN');
    await vi.waitFor(() => expect(api.listNews).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // the announcements (flag 1), batched like the widget's own call
    expect(JSON.stringify(api.listNews.mock.calls[0]![0])).toContain('"1"');
    expect(api.listNews.mock.calls[0]![1]).toMatchObject({ batch: true });

    renderRoutes([{ path: '/home', element: <WidgetSlot tag="home-notice" attributes={{}} /> }], '/home');
    expect(await screen.findByText('体检通知')).toBeTruthy();
    expect(api.listNews).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing for a template without widgets', async () => {
    preloadWidgetDataOf('<p>欢迎</p><img src="x.png">', 'zh-CN');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.listNews).not.toHaveBeenCalled();
  });
});
