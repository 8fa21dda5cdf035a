// @vitest-environment jsdom
// The favourites dialog: search, toggling, the 20 limit, the empty-save confirmation, save success and failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { seriousA11yViolations, SwrIsolation } from '../../../app/layout/testSupport';
import type { AuthFlowRow } from '../../../api/flow';

const api = vi.hoisted(() => ({ getHasAuthFlowList: vi.fn(), saveMyOftenFlow: vi.fn() }));
vi.mock('../../../api/flow', () => ({ getHasAuthFlowList: api.getHasAuthFlowList, saveMyOftenFlow: api.saveMyOftenFlow }));

const onClose = vi.fn();
const onSaved = vi.fn();

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const process = (defKey: string, name: string, isAdd = false) => ({ defKey, name, defId: `d-${defKey}`, id: `d-${defKey}`, typeName: '人事', isAdd }) as AuthFlowRow;
const page = (rows: AuthFlowRow[]) => ok({ rows, total: rows.length, page: 1, pageSize: 10 });
const STARTABLE = [process('leave', '请假申请', true), process('trip', '出差会签')];

async function renderDialog(current = [{ defKey: 'leave', name: '请假申请' }]) {
  const { FavouritesDialog } = await import('./FavouritesDialog');
  render(
    <SwrIsolation>
      <FavouritesDialog current={current} onClose={onClose} onSaved={onSaved} />
    </SwrIsolation>,
  );
  return screen.findByRole('dialog', { name: '设置常用流程' });
}

beforeEach(() => {
  api.getHasAuthFlowList.mockResolvedValue(page(STARTABLE));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('FavouritesDialog', () => {
  it('lists the startable processes, toggles them and keeps the chosen list beside', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    const add = await within(dialog).findByRole('button', { name: '添加常用流程：出差会签' });
    expect(within(dialog).getByRole('button', { name: '取消添加常用流程：请假申请' }).textContent).toBe('取消添加');
    expect(within(dialog).getByRole('heading', { name: '已添加的常用流程（1/20）' })).toBeTruthy();
    await user.click(add);
    expect(within(dialog).getByRole('button', { name: '取消添加常用流程：出差会签' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: '已添加的常用流程（2/20）' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '从常用流程中移除：请假申请' }));
    expect(within(dialog).getByRole('button', { name: '添加常用流程：请假申请' })).toBeTruthy();
    expect(await seriousA11yViolations(document.body)).toEqual([]);

    api.saveMyOftenFlow.mockResolvedValue(ok({ state: true, message: '保存常用流程成功' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(api.saveMyOftenFlow).toHaveBeenCalledWith([{ defKey: 'trip', name: '出差会签' }], { quiet: true });
    expect(await screen.findByText('保存常用流程成功')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('searches by LIKE on key and name, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await within(dialog).findByRole('button', { name: '添加常用流程：出差会签' });
    api.getHasAuthFlowList.mockResolvedValue(page([]));
    await user.type(within(dialog).getByRole('textbox', { name: '搜索流程' }), '报销{Enter}');
    expect(await within(dialog).findByText('抱歉！没有找到符合条件的流程')).toBeTruthy();
    expect(within(dialog).getByText('您可以尝试更换关键词')).toBeTruthy();
    expect(api.getHasAuthFlowList).toHaveBeenLastCalledWith(
      {
        pageBean: { page: 1, pageSize: 10, showTotal: true },
        querys: [
          { property: 'defKey', value: '报销', operation: 'LIKE', relation: 'OR', group: 'main' },
          { property: 'name', value: '报销', operation: 'LIKE', relation: 'OR', group: 'main' },
        ],
      },
      { quiet: true },
    );
  });

  it('refuses the 21st favourite with the limit message', async () => {
    const user = userEvent.setup();
    const twenty = Array.from({ length: 20 }, (_, index) => ({ defKey: `p${index}`, name: `流程${index}` }));
    const dialog = await renderDialog(twenty);
    await user.click(await within(dialog).findByRole('button', { name: '添加常用流程：出差会签' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('最多可添加20个常用流程');
    expect(within(dialog).getByRole('heading', { name: '已添加的常用流程（20/20）' })).toBeTruthy();
    // Making room clears the message and lets the process in.
    await user.click(within(dialog).getByRole('button', { name: '从常用流程中移除：流程0' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '添加常用流程：出差会签' }));
    expect(within(dialog).getByRole('heading', { name: '已添加的常用流程（20/20）' })).toBeTruthy();
  });

  it('asks before saving an empty list, which resets to the system default', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: '从常用流程中移除：请假申请' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const question = within(dialog).getByRole('alert');
    expect(question.textContent).toContain('未添加常用流程，保存后将重置为系统默认常用流程，是否确认保存？');
    expect(api.saveMyOftenFlow).not.toHaveBeenCalled();
    // Going back keeps the dialog as it was.
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    api.saveMyOftenFlow.mockResolvedValue(ok({ state: true, message: '保存常用流程成功' }));
    await user.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(api.saveMyOftenFlow).toHaveBeenCalledWith([], { quiet: true }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it('shows the server’s message when saving fails, else 保存失败', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await within(dialog).findByRole('button', { name: '添加常用流程：出差会签' });
    api.saveMyOftenFlow.mockResolvedValue({ ok: false, status: 403, data: { state: false, message: '无启动权限，请联系管理员' }, message: '无启动权限，请联系管理员' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('无启动权限，请联系管理员')).toBeTruthy();
    api.saveMyOftenFlow.mockResolvedValue({ ok: false, status: 0, message: '网络错误', errorKind: 'network' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存失败')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a failed list with a retry', async () => {
    const user = userEvent.setup();
    api.getHasAuthFlowList.mockResolvedValue({ ok: false, status: 500, message: '服务器内部错误' });
    const dialog = await renderDialog();
    expect(await within(dialog).findByText('流程列表加载失败')).toBeTruthy();
    api.getHasAuthFlowList.mockResolvedValue(page(STARTABLE));
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByRole('button', { name: '添加常用流程：出差会签' })).toBeTruthy();
  });
});
