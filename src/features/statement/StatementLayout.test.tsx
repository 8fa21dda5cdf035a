// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useContext } from 'react';
import { useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, setConfig } from '../../config/runtime';
import { setCurrentUser } from '../../session/store';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import type { TemplatePageProps } from './TemplatePage';

const api = vi.hoisted(() => ({ getCurrentUserMenu: vi.fn() }));
vi.mock('../../api/menu', () => ({ FRONT_MENU_ALIAS: 'front_menu', getCurrentUserMenu: api.getCurrentUserMenu }));
vi.mock('../errors/NotFoundPage', () => ({ default: () => <h1>页面不存在</h1> }));
vi.mock('./ChartPage', () => ({ default: () => <h1>chart {useParams().chartId}</h1> }));
// The template pages are tested on their own: here they show what the route gave them, and the residual flag.
vi.mock('./TemplatePage', async (importOriginal) => {
  const original = await importOriginal<typeof import('./TemplatePage')>();
  function TemplatePageProbe(props: TemplatePageProps) {
    const residual = useContext(original.ResidualContext);
    return (
      <div>
        <h1>template {props.templateKey}</h1>
        <p>screen {JSON.stringify(props.screen)}</p>
        <p>standalone {String(Boolean(props.standalone))}</p>
        <p>flow {JSON.stringify(props.flow ?? null)}</p>
        <p>residual {String(residual)}</p>
      </div>
    );
  }
  return { ...original, TemplatePage: TemplatePageProbe };
});

const menu = [
  { id: '100', name: '流程中心', alias: 'v-flow', children: [{ id: '101', name: '待办', alias: 'v-todo' }] },
  {
    id: '400',
    name: '报表中心',
    alias: 'statement',
    children: [
      { id: '401', name: '项目台账', alias: 'projectLedger', menuUrl: '/statement/template/preview/projectLedger' },
      { id: '402', name: '合同台账', alias: 'contractLedger', menuUrl: '/statement/template/preview/contractLedger' },
      { id: '403', name: '外部报表', alias: 'biBoard', href: 'https://bi.example.com/board' },
      { id: '404', name: '更多', alias: 'more', children: [{ id: '405', name: '用车登记', alias: 'vehicleBookings' }] },
    ],
  },
];

beforeEach(() => {
  setConfig({ ...defaultConfig(), tokenOrigins: ['https://bi.example.com'] });
  setCurrentUser({ token: 'tkn', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '张三', account: 'zhangsan', userId: '1', userAttrs: {} });
  api.getCurrentUserMenu.mockResolvedValue({ ok: true, status: 200, data: { state: true, value: menu } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderAt(path: string) {
  const { default: StatementLayout } = await import('./StatementLayout');
  return renderRoutes([{ path: '/statement/*', element: <StatementLayout /> }], path);
}

describe('the statement area', () => {
  it('shows the custom menu with the statement menu’s items and goes to the first page', async () => {
    const { router } = await renderAt('/statement');
    // The first render loads the layout's modules (the engine among them): allow it time.
    expect(await screen.findByRole('heading', { name: 'template projectLedger' }, { timeout: 20000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/statement/template/preview/projectLedger');
    const nav = screen.getByRole('navigation', { name: '自定义菜单' });
    expect(within(nav).getByRole('link', { name: '项目台账' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '外部报表' }).getAttribute('href')).toBe('/statement/href/template/biBoard');
    fireEvent.click(within(nav).getByRole('button', { name: '更多' }));
    expect(within(nav).getByRole('link', { name: '用车登记' }).getAttribute('href')).toBe('/statement/template/preview/vehicleBookings');
    expect(await seriousA11yViolations()).toEqual([]);
  }, 60000);

  it('raises the residual flag when a menu item is chosen and lowers it 500 ms later', async () => {
    await renderAt('/statement/template/preview/projectLedger');
    await screen.findByText('residual false');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('link', { name: '合同台账' }));
    expect(screen.getByRole('heading', { name: 'template contractLedger' })).toBeTruthy();
    expect(screen.getByText('residual true')).toBeTruthy();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('residual true')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('residual false')).toBeTruthy();
  });

  it('collapses the menu with its arrow', async () => {
    await renderAt('/statement/template/preview/projectLedger');
    const toggle = await screen.findByRole('button', { name: /收起自定义菜单$/ });
    fireEvent.click(toggle);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: /展开自定义菜单$/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('routes previews with a single flag, preset conditions and the flow variant', async () => {
    await renderAt('/statement/template/preview/projectLedger/true/%7B%22status%22%3A%22done%22%7D');
    expect(await screen.findByRole('heading', { name: 'template projectLedger' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    await renderAt('/statement/template/preview/projectLedger/todo/leaveFlow/true');
    expect(await screen.findByText('flow {"taskType":"todo","defKey":"leaveFlow","isJoinFlow":true}')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '自定义菜单' })).toBeTruthy();
  });

  it('routes forms: action, id, draft, a new page alone, a shared form read-only', async () => {
    await renderAt('/statement/template/form/contractLedger/edit?id=5&draftId=d1');
    expect(await screen.findByText('screen {"kind":"form","action":"edit","id":"5","draftId":"d1"}')).toBeTruthy();
    expect(screen.getByText('standalone false')).toBeTruthy();
    cleanup();
    await renderAt('/statement/template/form/gsxw/get/true/new?id=7&startFlow=false&isNewPage=true');
    expect(await screen.findByText('screen {"kind":"form","action":"get","id":"7"}')).toBeTruthy();
    expect(screen.getByText('standalone true')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    await renderAt('/statement/template/form/gsxw/edit/false/true?id=7');
    expect(await screen.findByText('screen {"kind":"form","action":"get","id":"7"}')).toBeTruthy();
    cleanup();
    await renderAt('/statement/template/form/gsxw/launch');
    expect(await screen.findByRole('heading', { name: '不支持的表单操作：launch' })).toBeTruthy();
  });

  it('routes draft lists, charts, and says so for unknown pages', async () => {
    await renderAt('/statement/draftList/contractLedger/true');
    expect(await screen.findByText('screen {"kind":"drafts"}')).toBeTruthy();
    expect(screen.getByText('standalone true')).toBeTruthy();
    cleanup();
    await renderAt('/statement/chart/salesByMonth');
    expect(await screen.findByRole('heading', { name: 'chart salesByMonth' })).toBeTruthy();
    cleanup();
    await renderAt('/statement/nothing/here');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it('embeds a menu item’s external page with the token only for allowed origins, without referrer', async () => {
    await renderAt('/statement/href/template/biBoard');
    const frame = (await screen.findByTitle('外部报表')) as HTMLIFrameElement;
    expect(frame.src).toBe('https://bi.example.com/board?token=tkn');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    cleanup();
    await renderAt('/statement/href/template/projectLedger');
    expect(await screen.findByRole('heading', { name: '报表中心没有别名为 projectLedger 的外部页面' })).toBeTruthy();
  });

  it('works in English', async () => {
    const { default: i18n } = await import('../../i18n');
    await i18n.changeLanguage('en-US');
    try {
      await renderAt('/statement/template/preview/projectLedger');
      expect(await screen.findByRole('navigation', { name: 'Custom menu' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
