// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousA11yViolations } from '../../app/layout/testSupport';
import type { UserDetailState } from '../../session/userDetail';

const state = vi.hoisted(() => ({ current: {} as UserDetailState }));
vi.mock('../../session/userDetail', () => ({ useUserDetail: () => state.current }));

async function renderDialog(detailState: UserDetailState) {
  state.current = detailState;
  const { default: UserInfoDialog } = await import('./UserInfoDialog');
  render(<UserInfoDialog onClose={() => {}} />);
  return screen.findByRole('dialog');
}

/** The value shown for a label of the definition list. */
function valueOf(dialog: HTMLElement, label: string): string | null {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('UserInfoDialog', () => {
  it('shows the user detail with localized sex and status, posts and orgs by path name, and the rank', async () => {
    const dialog = await renderDialog({
      isLoading: false,
      mutate: vi.fn(),
      detail: {
        user: { id: 'u1', fullname: '张三', account: 'zhangsan', sex: 'male', status: -1, mobile: '13800000000' },
        roles: [
          { name: '普通员工' },
          { name: '项目成员' },
        ],
        posts: [{ postName: '研发工程师', pathName: '默认维度/研发部/研发工程师' }],
        org: { o1: { orgName: '研发部', pathName: '默认维度/研发部' } },
        rank: { fpostLevel: 'P5', frank: 'T2', fmgrRank: 'M0' },
      },
    });
    expect(within(dialog).getByText('用户信息')).toBeTruthy();
    expect(valueOf(dialog, '姓名')).toBe('张三');
    expect(valueOf(dialog, '性别')).toBe('男');
    expect(valueOf(dialog, '状态')).toBe('未激活');
    expect(valueOf(dialog, '角色')).toBe('普通员工、项目成员');
    expect(valueOf(dialog, '岗位')).toBe('默认维度/研发部/研发工程师');
    expect(valueOf(dialog, '组织')).toBe('默认维度/研发部');
    expect(valueOf(dialog, '职级')).toBe('P5');
    expect(valueOf(dialog, '地址')).toBe('—');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows the loading state', async () => {
    const dialog = await renderDialog({ isLoading: true, mutate: vi.fn() });
    expect(within(dialog).getByRole('status').textContent).toContain('加载中');
  });

  it('shows the failure with a retry', async () => {
    const mutate = vi.fn();
    const user = userEvent.setup();
    const dialog = await renderDialog({ isLoading: false, error: new Error('x'), mutate });
    expect(within(dialog).getByRole('alert').textContent).toBe('加载失败');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
