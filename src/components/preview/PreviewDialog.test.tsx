// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousA11yViolations } from '../../app/layout/testSupport';
import i18n from '../../i18n';
import { AttachmentList } from '../AttachmentList';
import { bytesOf } from './testBytes';

const api = vi.hoisted(() => ({
  getOnlinePreview: vi.fn(),
  fetchPreviewBytes: vi.fn(),
  downloadFile: vi.fn(),
}));
vi.mock('../../api/file', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const pdf = vi.hoisted(() => ({ openPdf: vi.fn(), render: vi.fn(), destroy: vi.fn() }));
vi.mock('./pdfjs', () => ({ openPdf: pdf.openPdf }));

const BYTES_URL = '/file/onlinePreviewController/v1/getFileById_7';
const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const FILE = { id: '7', name: '季度报告.pdf' };

function answer(data: unknown) {
  api.getOnlinePreview.mockResolvedValue(ok(data));
}

async function openDialog(file = FILE) {
  const user = userEvent.setup();
  render(<AttachmentList title="附件" files={[file]} />);
  await user.click(await screen.findByRole('button', { name: `预览 ${file.name}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

beforeEach(() => {
  api.fetchPreviewBytes.mockResolvedValue(ok(bytesOf('%PDF-1.4')));
  api.downloadFile.mockResolvedValue(ok(new Blob(['x'])));
  pdf.openPdf.mockImplementation(async () => ({
    numPages: 2,
    destroy: pdf.destroy,
    getPage: async () => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 100 * scale, height: 140 * scale }),
      render: (params: unknown) => {
        pdf.render(params);
        return { promise: Promise.resolve(), cancel: vi.fn() };
      },
    }),
  }));
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('preview dialog', () => {
  it('shows the orange loading indicator, then draws every page of a PDF into a labelled canvas', async () => {
    let resolveAnswer: (value: unknown) => void = () => undefined;
    api.getOnlinePreview.mockReturnValue(new Promise((resolve) => (resolveAnswer = resolve)));
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: FILE.name })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('正在加载...');
    resolveAnswer(ok({ result: 'pdf', pdfUrl: BYTES_URL }));
    expect(await within(dialog).findByRole('img', { name: '第 1 页' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: '第 2 页' })).toBeTruthy();
    expect(within(dialog).getByText('共 2 页')).toBeTruthy();
    expect(api.getOnlinePreview).toHaveBeenCalledWith('7', { quiet: true, allowDuplicate: true });
    expect(api.fetchPreviewBytes).toHaveBeenCalledWith(BYTES_URL, { quiet: true, allowDuplicate: true });
    await waitFor(() => expect(pdf.render).toHaveBeenCalledTimes(2));
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });

  it('says so when pdf.js cannot open the bytes, and retries', async () => {
    answer({ result: 'pdf', pdfUrl: BYTES_URL });
    pdf.openPdf.mockRejectedValueOnce(new Error('Invalid PDF structure'));
    const { user, dialog } = await openDialog();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('加载要预览的附件时出错');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByRole('img', { name: '第 1 页' })).toBeTruthy();
  });

  it('shows a picture from a blob URL with the file name as its text', async () => {
    answer({ result: 'picture', currentUrl: BYTES_URL, imgUrls: [BYTES_URL] });
    const { dialog } = await openDialog({ id: '7', name: '平面图.png' });
    const image = (await within(dialog).findByRole('img', { name: '平面图.png' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:picture');
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });

  it('shows a text file as text, never as HTML', async () => {
    answer({ result: 'txt', TxtUrl: BYTES_URL });
    api.fetchPreviewBytes.mockResolvedValue(ok(bytesOf('第一行\n<script>alert(1)</script><b>bold</b>')));
    const { dialog } = await openDialog({ id: '7', name: 'notes.txt' });
    const text = await within(dialog).findByRole('region', { name: 'notes.txt 的内容' });
    expect(text.querySelector('pre')?.textContent).toBe('第一行\n<script>alert(1)</script><b>bold</b>');
    expect(text.querySelector('script, b')).toBeNull();
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });

  it('puts converted HTML, sanitized, into a frame without any rights', async () => {
    answer({ result: 'html', pdfUrl: BYTES_URL });
    api.fetchPreviewBytes.mockResolvedValue(ok(bytesOf('<p>报告</p><script>alert(1)</script><img src=x onerror="alert(2)">')));
    const { dialog } = await openDialog({ id: '7', name: '报告.docx' });
    const frame = (await within(dialog).findByTitle('报告.docx')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBeNull();
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<p>报告</p>');
    expect(srcdoc).not.toMatch(/script|onerror/);
  });

  it.each([
    ['compress', '不支持压缩文件的在线预览'],
    ['media', '不支持视频的在线播放'],
  ])('downloads a %s file once and says it cannot be shown', async (result, text) => {
    answer({ result });
    const { user, dialog } = await openDialog({ id: '7', name: 'bundle' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(text);
    expect(api.downloadFile).toHaveBeenCalledTimes(1);
    expect(api.downloadFile).toHaveBeenCalledWith('7');
    await user.click(within(dialog).getByRole('button', { name: '重新下载' }));
    expect(api.downloadFile).toHaveBeenCalledTimes(2);
    expect(api.fetchPreviewBytes).not.toHaveBeenCalled();
  });

  it.each([
    ['unsupported', ok({ result: 'fileNotSupported', fileType: 'exe' }), '当前附件格式不支持预览'],
    ['error', ok({ result: 'error' }), '加载要预览的附件时出错'],
    ['empty', ok(null), '要预览的附件不存在'],
    ['404', { ok: false, status: 404, data: { state: false, message: '文件不存在' } }, '要预览的附件不存在'],
    ['state false', { ok: false, status: 200, data: { state: false, message: '附件已被删除' }, errorKind: 'state' }, '附件已被删除'],
    ['state false without message', { ok: false, status: 200, data: { state: false }, errorKind: 'state' }, '加载要预览的附件时出错'],
  ])('shows the catalogue message: %s', async (_case, result, text) => {
    api.getOnlinePreview.mockResolvedValue(result);
    const { dialog } = await openDialog();
    expect((await within(dialog).findByRole('alert')).textContent).toContain(text);
    expect(within(dialog).queryByRole('button', { name: '重试' })).toBeNull();
    expect(api.fetchPreviewBytes).not.toHaveBeenCalled();
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });

  it('shows the server reason under the unsupported message', async () => {
    answer({ result: 'fileNotSupported', fileType: 'docx', msg: '未配置文档转换服务，请下载后查看' });
    const { dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('当前附件格式不支持预览');
    expect(alert.textContent).toContain('未配置文档转换服务，请下载后查看');
  });

  it('offers a retry after a network failure, for the answer and for the bytes', async () => {
    api.getOnlinePreview.mockResolvedValueOnce({ ok: false, status: 0, errorKind: 'network', message: '网络异常' });
    answer({ result: 'txt', TxtUrl: BYTES_URL });
    api.fetchPreviewBytes.mockResolvedValueOnce({ ok: false, status: 500, data: { state: false } });
    api.fetchPreviewBytes.mockResolvedValue(ok(bytesOf('hello')));
    const { user, dialog } = await openDialog({ id: '7', name: 'a.txt' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('加载要预览的附件时出错');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('加载要预览的附件时出错');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect((await within(dialog).findByRole('region', { name: 'a.txt 的内容' })).textContent).toBe('hello');
  });

  it('closes with Escape and with its close button, giving the focus back to the preview button', async () => {
    answer({ result: 'error' });
    const { user } = await openDialog();
    // Semi reads keyCode, which user-event leaves at 0 in jsdom.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const previewButton = screen.getByRole('button', { name: `预览 ${FILE.name}` });
    await waitFor(() => expect(document.activeElement).toBe(previewButton));

    await user.click(previewButton);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    answer({ result: 'compress' });
    const user = userEvent.setup();
    render(<AttachmentList title="Attachments" files={[{ id: '7', name: 'bundle.zip' }]} />);
    await user.click(await screen.findByRole('button', { name: 'Preview bundle.zip' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Archives cannot be previewed online.');
    expect(within(dialog).getByRole('button', { name: 'Download again' })).toBeTruthy();
  });
});
