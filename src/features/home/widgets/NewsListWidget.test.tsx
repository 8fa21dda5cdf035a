// @vitest-environment jsdom
// <home-news-list>: classification tabs, each with its newest items ('new' within 7 days) and a 'more' link
// to the list page of its flag; the limit attribute; loading, empty and failed states with retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import type { NewsClassification, NewsItem } from '../../../api/portal';
import NewsListWidget, { newsListLimit } from './NewsListWidget';

const api = vi.hoisted(() => ({ getNewsClassifications: vi.fn(), getClassifiedNews: vi.fn() }));
vi.mock('../../../api/portal', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const failed = { ok: false, status: 500, message: '服务器内部错误' };

const CLASSES: NewsClassification[] = [
  { id: 'company', name: '公司新闻', flag: '0', count: 2 },
  { id: 'notice', name: '通知', flag: '1', count: 1 },
];

/** 'yyyy-MM-dd HH:mm:ss' of `days` days ago at 09:00. */
function daysAgo(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} 09:00:00`;
}

const NEWS: Record<string, NewsItem[]> = {
  company: [
    { id: 'n1', title: '新平台上线', createTime: daysAgo(1), flag: '0' },
    { id: 'n2', title: '秋季运动会', createTime: daysAgo(20), flag: '0' },
  ],
  notice: [{ id: 'n3', title: '体检通知', createTime: daysAgo(3), flag: '1' }],
};

function Target({ label }: { label: string }) {
  return <p>{label}</p>;
}

function renderWidget(attributes: Record<string, string> = {}) {
  return renderRoutes(
    [
      { path: '/home', element: <NewsListWidget attributes={attributes} /> },
      { path: '/news/:id', element: <Target label="news page" /> },
      { path: '/newsList/:type', element: <Target label="news list page" /> },
    ],
    '/home',
  );
}

const answerByClass = () => api.getClassifiedNews.mockImplementation(async (classifyId: string) => ok(NEWS[classifyId] ?? []));

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('<home-news-list>', () => {
  it('shows a tab per classification and the first one’s newest items, dated, with a new tag and a more link', async () => {
    api.getNewsClassifications.mockResolvedValue(ok(CLASSES));
    answerByClass();
    renderWidget();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['公司新闻', '通知']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const link = await within(panel).findByRole('link', { name: '新平台上线' });
    expect(link.getAttribute('href')).toBe('/news/n1');
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Within 7 days: the new tag; 20 days ago: none.
    expect(within(items[0]).getByText('新')).toBeTruthy();
    expect(within(items[1]).queryByText('新')).toBeNull();
    expect(within(items[1]).getByText(daysAgo(20).slice(0, 10)).tagName).toBe('TIME');
    expect(within(panel).getByRole('link', { name: '公司新闻：更多' }).getAttribute('href')).toBe('/newsList/0');
    // Only the open tab asks for its items, five of them by default.
    expect(api.getClassifiedNews.mock.calls.map((call) => [call[0], call[1]])).toEqual([['company', 5]]);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('switches tabs by click and by keyboard; each tab shows its own items and more link', async () => {
    const user = userEvent.setup();
    api.getNewsClassifications.mockResolvedValue(ok(CLASSES));
    answerByClass();
    const { router } = renderWidget({ limit: '3' });
    await screen.findByRole('link', { name: '新平台上线' });
    await user.click(screen.getByRole('tab', { name: '通知' }));
    const notice = await screen.findByRole('link', { name: '体检通知' });
    expect(screen.getByRole('tab', { name: '通知' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: '通知：更多' }).getAttribute('href')).toBe('/newsList/1');
    expect(api.getClassifiedNews).toHaveBeenLastCalledWith('notice', 3, { quiet: true, batch: true });
    expect(notice.getAttribute('href')).toBe('/news/n3');

    // Semi's tabs activate manually: the arrows move the focus, Enter opens the focused tab.
    screen.getByRole('tab', { name: '通知' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '公司新闻' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: '公司新闻' }).getAttribute('aria-selected')).toBe('true'));
    await user.click(await screen.findByRole('link', { name: '公司新闻：更多' }));
    expect(router.state.location.pathname).toBe('/newsList/0');
  });

  it('shows a spinner while the classifications or a tab’s items load', async () => {
    api.getNewsClassifications.mockResolvedValue(ok(CLASSES));
    api.getClassifiedNews.mockReturnValue(new Promise(() => {}));
    renderWidget();
    const panel = await screen.findByRole('tabpanel');
    // Semi's Spin drops the aria-label WidgetState gives it: find it by its class.
    expect(panel.querySelector('.semi-spin')).not.toBeNull();
    cleanup();
    api.getNewsClassifications.mockReturnValue(new Promise(() => {}));
    renderWidget();
    expect(document.querySelector('.semi-spin')).not.toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says when there are no classifications, or no items in one', async () => {
    api.getNewsClassifications.mockResolvedValue(ok([]));
    renderWidget();
    expect(await screen.findByText('暂无新闻分类')).toBeTruthy();
    cleanup();

    api.getNewsClassifications.mockResolvedValue(ok(CLASSES));
    api.getClassifiedNews.mockResolvedValue(ok([]));
    renderWidget();
    expect(await screen.findByText('暂无新闻')).toBeTruthy();
    expect(screen.getByRole('link', { name: '公司新闻：更多' })).toBeTruthy();
  });

  it('shows a failure in red with a retry, for the classifications and for one tab’s items', async () => {
    const user = userEvent.setup();
    api.getNewsClassifications.mockResolvedValue(failed);
    renderWidget();
    expect((await screen.findByRole('alert')).textContent).toContain('服务器内部错误');
    api.getNewsClassifications.mockResolvedValue(ok(CLASSES));
    api.getClassifiedNews.mockResolvedValue(failed);
    await user.click(screen.getByRole('button', { name: '重试' }));
    const panel = await screen.findByRole('tabpanel');
    expect((await within(panel).findByRole('alert')).textContent).toContain('服务器内部错误');
    answerByClass();
    await user.click(within(panel).getByRole('button', { name: '重试' }));
    expect(await within(panel).findByRole('link', { name: '新平台上线' })).toBeTruthy();
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    api.getNewsClassifications.mockResolvedValue(ok([{ id: 'company', name: 'Company news', flag: '0', count: 0 }]));
    api.getClassifiedNews.mockResolvedValue(ok([]));
    renderWidget();
    expect(await screen.findByText('No news')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Company news: more' })).toBeTruthy();
  });
});

describe('newsListLimit', () => {
  it.each([
    [undefined, 5],
    ['', 5],
    ['3', 3],
    [' 8 ', 8],
    ['50', 50],
    ['80', 50],
    ['0', 5],
    ['-2', 5],
    ['2.5', 5],
    ['many', 5],
  ])('%j → %d', (attribute, expected) => {
    expect(newsListLimit(attribute)).toBe(expected);
  });
});
