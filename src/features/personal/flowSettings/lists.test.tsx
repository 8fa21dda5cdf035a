// @vitest-environment jsdom
// The four settings lists on their shared list: loading, rows, empty, failure with retry, search, and deleting
// (a selection is needed, then a confirmation; the server's message is the toast).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import type { ComponentType } from 'react';
import { renderRoutes, seriousA11yViolations } from '../../../app/layout/testSupport';
import { setCurrentUser } from '../../../session/store';
import type { MenuPageProps } from '../../../app/layout/menuPages';

const api = vi.hoisted(() => ({
  listApprovalItems: vi.fn(),
  removeApprovalItems: vi.fn(),
  listAgents: vi.fn(),
  removeAgents: vi.fn(),
  listSecretaries: vi.fn(),
  removeSecretaries: vi.fn(),
  listDeputies: vi.fn(),
  removeDeputies: vi.fn(),
}));
vi.mock('../../../api/approvalItem', () => ({ listApprovalItems: api.listApprovalItems, removeApprovalItems: api.removeApprovalItems }));
vi.mock('../../../api/delegation', () => ({
  listAgents: api.listAgents,
  removeAgents: api.removeAgents,
  listSecretaries: api.listSecretaries,
  removeSecretaries: api.removeSecretaries,
  listDeputies: api.listDeputies,
  removeDeputies: api.removeDeputies,
}));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const page = <T,>(rows: T[], total = rows.length) => ok({ rows, total, page: 1, pageSize: 10 });

interface ListCase {
  name: string;
  page: () => Promise<{ default: ComponentType<MenuPageProps> }>;
  list: ReturnType<typeof vi.fn>;
  remove: ReturnType<typeof vi.fn>;
  rows: object[];
  /** text of the first row's name cell */
  first: string;
  search: { label: string; property: string };
  editHref: string;
}

const CASES: ListCase[] = [
  {
    name: '审批常用语',
    page: () => import('./ApprovalItemListPage'),
    list: api.listApprovalItems,
    remove: api.removeApprovalItems,
    rows: [{ id: 'a1', expression: '同意', createTime: '2026-01-02 10:00:00' }, { id: 'a2', expression: '请补充材料' }],
    first: '同意',
    search: { label: '常用语', property: 'expression' },
    editHref: '/approvalItem/approvalItemEdit/a1',
  },
  {
    name: '代理设置',
    page: () => import('./AgentListPage'),
    list: api.listAgents,
    remove: api.removeAgents,
    rows: [
      { id: 'g1', subject: '年假代理', agent: '李四', startDate: '2026-01-01 00:00:00', endDate: '2026-01-10 00:00:00', isEnabled: 'enabled', agentType: 2, authNames: '请假申请' },
      { id: 'g2', subject: '出差代理', agent: '王五', startDate: '2026-02-01 00:00:00', endDate: '2026-02-10 00:00:00', isEnabled: 'disabled', agentType: 1, authNames: '' },
    ],
    first: '年假代理',
    search: { label: '代理人', property: 'agent' },
    editHref: '/agent/agentEdit/g1',
  },
  {
    name: '秘书设置',
    page: () => import('./SecretaryListPage'),
    list: api.listSecretaries,
    remove: api.removeSecretaries,
    rows: [{ id: 's1', leaderId: 'u1', leaderName: '赵六', secretaryId: 'u2', secretaryName: '李四' }, { id: 's2', leaderId: 'u1', leaderName: '赵六', secretaryId: 'u3', secretaryName: '王五' }],
    first: '李四',
    search: { label: '秘书', property: 'secretaryName' },
    editHref: '/secretary/secretaryEdit/s1',
  },
  {
    name: '副职设置',
    page: () => import('./DeputyListPage'),
    list: api.listDeputies,
    remove: api.removeDeputies,
    rows: [{ id: 'd1', agentId: 'u2', agentName: '王五', isEnabled: 'enabled', createTime: '2026-01-01 00:00:00' }, { id: 'd2', agentId: 'u3', agentName: '李四', isEnabled: 'disabled', createTime: '2026-01-02 00:00:00' }],
    first: '王五',
    search: { label: '副职', property: 'agentName' },
    editHref: '/bpmDeputy/bpmDeputySetting/d1',
  },
];

async function renderList(listCase: ListCase) {
  const { default: Page } = await listCase.page();
  return renderRoutes([{ path: '/v-personal/list', element: <Page title={listCase.name} /> }], '/v-personal/list');
}

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe.each(CASES)('the $name list', (listCase) => {
  beforeEach(() => {
    listCase.list.mockResolvedValue(page(listCase.rows));
  });

  it('shows the loading state, then the rows, accessibly', async () => {
    let answer!: (value: unknown) => void;
    listCase.list.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await renderList(listCase);
    expect(await screen.findByRole('heading', { level: 2, name: listCase.name })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('正在加载');
    answer(page(listCase.rows));
    const table = await screen.findByRole('grid', { name: listCase.name });
    expect(within(table).getByText(listCase.first)).toBeTruthy();
    expect(within(table).getAllByRole('link', { name: /^编辑/ })[0].getAttribute('href')).toBe(listCase.editHref);
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(listCase.list.mock.calls[0][0]).toMatchObject({ pageBean: { page: 1, pageSize: 10, showTotal: true }, querys: [] });
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows the empty state', async () => {
    listCase.list.mockResolvedValue(page([]));
    await renderList(listCase);
    expect(await screen.findByRole('heading', { name: '暂无数据' })).toBeTruthy();
  });

  it('shows a failure with a retry that loads again', async () => {
    listCase.list.mockResolvedValueOnce({ ok: false, status: 500, message: '服务器错误' });
    const user = userEvent.setup();
    await renderList(listCase);
    expect(await screen.findByRole('heading', { name: '列表加载失败' })).toBeTruthy();
    expect(screen.getByText('服务器错误')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(listCase.first)).toBeTruthy();
  });

  it('searches with LIKE', async () => {
    const user = userEvent.setup();
    await renderList(listCase);
    await screen.findByText(listCase.first);
    await user.type(screen.getByRole('textbox', { name: listCase.search.label }), ' 李 {Enter}');
    await waitFor(() =>
      expect(listCase.list.mock.calls.at(-1)![0].querys).toEqual([{ property: listCase.search.property, value: '李', operation: 'LIKE', relation: 'AND', group: 'main' }]),
    );
  });

  it('asks for a selection before deleting', async () => {
    const user = userEvent.setup();
    await renderList(listCase);
    await screen.findByText(listCase.first);
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请至少选择一条记录')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listCase.remove).not.toHaveBeenCalled();
  });

  it('deletes the selected rows after a confirmation and shows the server message', async () => {
    listCase.remove.mockResolvedValue(ok({ state: true, message: '删除成功' }));
    const user = userEvent.setup();
    await renderList(listCase);
    const table = await screen.findByRole('grid', { name: listCase.name });
    const firstRow = within(table).getByText(listCase.first).closest('tr')!;
    await user.click(within(firstRow as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除选中的 1 条记录吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(listCase.remove).toHaveBeenCalledWith([(listCase.rows[0] as { id: string }).id]));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(listCase.list).toHaveBeenCalledTimes(2));
  });
});

describe('the details dialog of a list without a view page', () => {
  it('shows the row of the secretary list', async () => {
    api.listSecretaries.mockResolvedValue(page(CASES[2].rows));
    const user = userEvent.setup();
    await renderList(CASES[2]);
    await user.click(await screen.findByRole('button', { name: '查看 李四' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('赵六')).toBeTruthy();
    expect(await seriousA11yViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the common phrases list under method rights', () => {
  const phrases = CASES[0];
  const controlled = ['approvalItem_add', 'approvalItem_edit', 'approvalItem_del'];
  const withRights = async (granted: string[]) => {
    sessionStorage.setItem('allMethod', JSON.stringify(controlled));
    sessionStorage.setItem('methodAuth', JSON.stringify(granted));
    setCurrentUser(null); // the rights are read afresh
    phrases.list.mockResolvedValue(page(phrases.rows));
    await renderList(phrases);
    return screen.findByRole('grid', { name: phrases.name });
  };
  afterEach(() => {
    sessionStorage.clear();
    setCurrentUser(null);
  });

  it('shows no add, edit or delete control without the rights; viewing stays', async () => {
    const table = await withRights([]);
    expect(within(table).getByText('同意')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(table).queryAllByRole('link', { name: /^编辑/ })).toEqual([]);
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(within(table).getAllByRole('link', { name: /^查看/ })).toHaveLength(2);
  });

  it('shows each control whose right the user holds', async () => {
    const table = await withRights(['approvalItem_edit']);
    expect(within(table).getAllByRole('link', { name: /^编辑/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    cleanup();
    const all = await withRights(controlled);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
    expect(within(all).getAllByRole('checkbox').length).toBeGreaterThan(0);
  });
});
