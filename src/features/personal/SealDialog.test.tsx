// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousA11yViolations, SwrIsolation } from '../../app/layout/testSupport';
import { Toast } from '@douyinfe/semi-ui-19';

const api = vi.hoisted(() => ({
  getMySeal: vi.fn(),
  saveSeal: vi.fn(),
  uploadFile: vi.fn(),
  fetchPreview: vi.fn(),
}));
vi.mock('../../api/seal', () => ({ getMySeal: api.getMySeal, saveSeal: api.saveSeal }));
vi.mock('../../api/file', () => ({ uploadFile: api.uploadFile, fetchPreview: api.fetchPreview }));

const onClose = vi.fn();
const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
/** the file input behind the 上传签章图片 button (FileButton), which takes the chosen files */
const sealFileInput = () => {
  screen.getByRole('button', { name: '上传签章图片' });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`)) as HTMLInputElement;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'seal.png', { type: 'image/png' });

async function renderDialog() {
  const { default: SealDialog } = await import('./SealDialog');
  render(
    <SwrIsolation>
      <SealDialog onClose={onClose} />
    </SwrIsolation>,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('button', { name: '上传签章图片' });
  return dialog;
}

beforeEach(() => {
  api.getMySeal.mockResolvedValue(ok(null));
  api.uploadFile.mockResolvedValue(ok({ fileId: 'f-new', fileName: 'seal.png', size: 4 }));
  api.fetchPreview.mockResolvedValue(ok(new Blob(['png'], { type: 'image/png' })));
});

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  vi.clearAllMocks();
});

describe('SealDialog', () => {
  it('requires the image, the login password, the seal password and its confirmation', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    expect(dialog.textContent).toContain('您还没有设置电子签章。');
    expect(dialog.textContent).toContain('建议尺寸 250x70');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '请上传签章图片',
      '请输入登录密码',
      '请输入签章密码',
      '请再次输入签章密码',
    ]);
    expect(api.saveSeal).not.toHaveBeenCalled();
  });

  it('accepts png images only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await renderDialog();
    await user.upload(sealFileInput(), new File(['x'], 'seal.jpg', { type: 'image/jpeg' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请上传png格式的图片');
    expect(api.uploadFile).not.toHaveBeenCalled();
  });

  it('rejects different seal passwords', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.upload(sealFileInput(), png());
    await waitFor(() => expect(api.uploadFile).toHaveBeenCalled());
    await user.type(field('登录密码'), 'login-pw');
    await user.type(field('签章密码'), 'seal-1');
    await user.type(field('确认签章密码'), 'seal-2');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['两次输入的签章密码不一致']);
    expect(api.saveSeal).not.toHaveBeenCalled();
  });

  it('uploads the png and saves the seal, then closes', async () => {
    api.saveSeal.mockResolvedValue(ok({ state: true }));
    const user = userEvent.setup();
    const dialog = await renderDialog();
    const image = png();
    await user.upload(sealFileInput(), image);
    await waitFor(() => expect(api.uploadFile).toHaveBeenCalledWith(image, 'seal.png', { allowDuplicate: true, quiet: true }));
    await user.type(field('登录密码'), 'login-pw');
    await user.type(field('签章密码'), 'seal-1');
    await user.type(field('确认签章密码'), 'seal-1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.saveSeal).toHaveBeenCalledWith(
      { fileId: 'f-new', oldPassWord: 'login-pw', password: 'seal-1', confirmPwd: 'seal-1' },
      { quiet: true },
    );
    expect(await screen.findByText('电子签章保存成功')).toBeTruthy();
  });

  it('keeps the saved seal image, shows it, and reports a server refusal', async () => {
    api.getMySeal.mockResolvedValue(ok({ id: 's1', fileId: 'f-old' }));
    api.saveSeal.mockResolvedValue({ ok: false, status: 200, message: '登录密码错误' });
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await waitFor(() => expect(api.fetchPreview).toHaveBeenCalledWith('f-old', { quiet: true, allowDuplicate: true }));
    await user.type(field('登录密码'), 'bad');
    await user.type(field('签章密码'), 'seal-1');
    await user.type(field('确认签章密码'), 'seal-1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('登录密码错误')).toBeTruthy();
    expect(api.saveSeal).toHaveBeenCalledWith(expect.objectContaining({ fileId: 'f-old' }), { quiet: true });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops after ten uploads', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    const input = sealFileInput();
    for (let i = 0; i < 10; i += 1) {
      await user.upload(input, png());
      await waitFor(() => expect(api.uploadFile).toHaveBeenCalledTimes(i + 1));
      await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    }
    await user.upload(input, png());
    expect((await within(dialog).findByRole('alert')).textContent).toBe('最多上传 10 张图片');
    expect(api.uploadFile).toHaveBeenCalledTimes(10);
  });

  it('shows a retry when the current seal cannot be loaded', async () => {
    api.getMySeal.mockResolvedValueOnce({ ok: false, status: 500, message: 'boom' });
    const user = userEvent.setup();
    const { default: SealDialog } = await import('./SealDialog');
    render(
      <SwrIsolation>
        <SealDialog onClose={onClose} />
      </SwrIsolation>,
    );
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '上传签章图片' })).toBeTruthy();
  });

  it('has no serious accessibility violations', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
