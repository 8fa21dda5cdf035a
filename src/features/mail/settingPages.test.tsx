// @vitest-environment jsdom
// The mail-account pages over a mocked mail API: hosts proposed from the address, SSL moving the standard ports,
// checking the form, '保存失败' keeping what was typed, the password sent only when typed, the read-only page
// without the password, and the list's default / test actions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '@douyinfe/semi-ui-19';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import type { MailSetting } from '../../api/mail';
import { PORTS, proposeHosts, withSsl } from './mailSetting';
import SettingFormPage from './SettingFormPage';
import SettingListPage from './SettingListPage';

const api = vi.hoisted(() => ({
  listMailSettings: vi.fn(),
  getMailSetting: vi.fn(),
  saveMailSetting: vi.fn(),
  testMailSetting: vi.fn(),
  testStoredMailSetting: vi.fn(),
  removeMailSettings: vi.fn(),
  setDefaultMailSetting: vi.fn(),
  syncMailAccount: vi.fn(),
  getMailFolders: vi.fn(),
}));
vi.mock('../../api/mail', () => api);

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const STORED: MailSetting = {
  id: 's1', nickName: '工作邮箱', mailType: 'imap', mailAddress: 'me@work.example', smtpHost: 'smtp.work.example', smtpPort: 465,
  imapHost: 'imap.work.example', imapPort: 993, ssl: 1, validate: 1, isDeleteRemote: 0, isHandleAttach: 1, isDefault: 0, lastSyncTime: '',
};

beforeEach(() => {
  api.getMailSetting.mockResolvedValue(ok(STORED));
  api.listMailSettings.mockResolvedValue(ok({ rows: [STORED, { ...STORED, id: 's2', nickName: '个人', mailAddress: 'me@home.example', isDefault: 1 }], total: 2, page: 1, pageSize: 10 }));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

function page(path: string) {
  return renderRoutes(
    [
      { path: '/v-mail/v-settingList', element: <SettingListPage title="邮箱设置" /> },
      { path: '/mail/settingAdd', element: <SettingFormPage /> },
      { path: '/mail/settingEdit/:id', element: <SettingFormPage /> },
      { path: '/mail/settingGet/:id', element: <SettingFormPage readOnly /> },
    ],
    path,
  );
}

describe('account form helpers', () => {
  const blank = { ...STORED, smtpHost: '', imapHost: '', smtpPort: PORTS.plain.smtp, imapPort: PORTS.plain.imap, ssl: 0 };
  it('proposes hosts from the domain only where none is typed', () => {
    expect(proposeHosts({ ...blank, mailAddress: 'a@corp.example' })).toMatchObject({ smtpHost: 'smtp.corp.example', imapHost: 'imap.corp.example' });
    expect(proposeHosts({ ...blank, mailAddress: 'a@corp.example', smtpHost: 'mail.corp.example' }).smtpHost).toBe('mail.corp.example');
    expect(proposeHosts({ ...blank, mailAddress: 'nodomain' })).toEqual({ ...blank, mailAddress: 'nodomain' });
  });
  it('moves standard ports with SSL and leaves chosen ones', () => {
    expect(withSsl(blank, true)).toMatchObject({ ssl: 1, smtpPort: 465, imapPort: 993 });
    expect(withSsl({ ...blank, smtpPort: 587 }, true)).toMatchObject({ smtpPort: 587, imapPort: 993 });
    expect(withSsl(withSsl(blank, true), false)).toMatchObject({ ssl: 0, smtpPort: 25, imapPort: 143 });
  });
});

describe('/mail/settingAdd', () => {
  it('checks the form, keeps everything typed after 保存失败, then saves with the typed password', async () => {
    const user = userEvent.setup();
    const { router } = await page('/mail/settingAdd');
    await screen.findByRole('heading', { name: '新增邮箱配置' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '请输入用户名称', '请输入邮箱地址', '请输入邮箱密码', '请输入正确的主机名', '请输入正确的主机名',
    ]);
    expect(api.saveMailSetting).not.toHaveBeenCalled();
    expect(await seriousA11yViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /用户名称/ }), '工作邮箱');
    await user.type(screen.getByRole('textbox', { name: /邮箱地址/ }), 'me@work.example');
    await user.tab();
    expect((screen.getByRole('textbox', { name: /SMTP 主机/ }) as HTMLInputElement).value).toBe('smtp.work.example');
    await user.type(screen.getByLabelText(/邮箱密码/), 'code-123');
    await user.click(screen.getByRole('checkbox', { name: '使用SSL认证' }));
    expect((screen.getByRole('textbox', { name: /IMAP 端口/ }) as HTMLInputElement).value).toBe('993');

    api.saveMailSetting.mockResolvedValueOnce({ ok: false, status: 400, message: '该邮箱地址已经配置过了' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('保存失败：该邮箱地址已经配置过了');
    expect((screen.getByRole('textbox', { name: /用户名称/ }) as HTMLInputElement).value).toBe('工作邮箱');

    api.saveMailSetting.mockResolvedValueOnce(ok({ state: true, message: '保存成功', value: 's9' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');
    expect(api.saveMailSetting.mock.calls[1][0]).toMatchObject({ mailAddress: 'me@work.example', password: 'code-123', ssl: 1, smtpPort: 465, imapHost: 'imap.work.example' });
    expect(api.saveMailSetting.mock.calls[1][1]).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/v-mail/v-settingList'));
  });

  it('tests the connection as typed and says 连接成功', async () => {
    const user = userEvent.setup();
    api.testMailSetting.mockResolvedValue(ok({ state: true, message: '连接成功' }));
    await page('/mail/settingEdit/s1');
    await screen.findByRole('heading', { name: '编辑外部邮箱配置' });
    expect(await screen.findByDisplayValue('me@work.example')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '测试连接' }));
    await screen.findByText('连接成功');
    // the stored password: nothing typed
    expect(api.testMailSetting.mock.calls[0][0]).not.toHaveProperty('password');
    expect(api.testMailSetting.mock.calls[0][1]).toBe(false);
  });
});

describe('/mail/settingEdit and settingGet', () => {
  it('keeps the stored password when none is typed', async () => {
    const user = userEvent.setup();
    api.saveMailSetting.mockResolvedValue(ok({ state: true, message: '保存成功', value: 's1' }));
    await page('/mail/settingEdit/s1');
    const name = await screen.findByDisplayValue('工作邮箱');
    expect((screen.getByLabelText(/邮箱密码/) as HTMLInputElement).value).toBe('');
    await user.clear(name);
    await user.type(name, '工作');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');
    expect(api.saveMailSetting.mock.calls[0][0]).toMatchObject({ id: 's1', nickName: '工作' });
    expect(api.saveMailSetting.mock.calls[0][0]).not.toHaveProperty('password');
    expect(api.saveMailSetting.mock.calls[0][1]).toBe(false);
  });

  it('shows an account read-only', async () => {
    await page('/mail/settingGet/s1');
    await screen.findByRole('heading', { name: '邮箱配置详情' });
    expect(await screen.findByText('imap.work.example:993')).toBeTruthy();
    expect(screen.getByText('尚未收取')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

describe('v-settingList', () => {
  it('lists the accounts with the default marked and makes another one the default', async () => {
    const user = userEvent.setup();
    api.setDefaultMailSetting.mockResolvedValue(ok({ state: true, message: '设置成功!' }));
    await page('/v-mail/v-settingList');
    const grid = await screen.findByRole('grid');
    const home = (await within(grid).findByText('me@home.example')).closest('tr')!;
    expect(within(home).getByText('默认')).toBeTruthy();
    expect(within(home).queryByRole('button', { name: /设为默认邮箱/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '将 工作邮箱 设为默认邮箱' }));
    await screen.findByText('设置成功!');
    expect(api.setDefaultMailSetting).toHaveBeenCalledWith('s1');
    await waitFor(() => expect(api.listMailSettings.mock.calls.length).toBeGreaterThan(1));
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('tests a stored account', async () => {
    const user = userEvent.setup();
    api.testStoredMailSetting.mockResolvedValue(ok({ state: true, message: '连接成功' }));
    await page('/v-mail/v-settingList');
    await user.click(await screen.findByRole('button', { name: '测试 个人 的连接' }));
    await screen.findByText('连接成功');
    expect(api.testStoredMailSetting).toHaveBeenCalledWith('s2');
  });
});
