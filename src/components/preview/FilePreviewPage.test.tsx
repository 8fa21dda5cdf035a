// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderRoutes, seriousA11yViolations } from '../../app/layout/testSupport';
import { defaultConfig, setConfig } from '../../config/runtime';
import i18n from '../../i18n';
import FilePreviewPage from './FilePreviewPage';
import { bytesOf } from './testBytes';

const api = vi.hoisted(() => ({ getOnlinePreview: vi.fn(), fetchPreviewBytes: vi.fn(), downloadFile: vi.fn(), getFileInfo: vi.fn() }));
vi.mock('../../api/file', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const ok = <T,>(data: T) => ({ ok: true, status: 200, data });
const routes = [
  { path: 'file/preview/:fileId', element: <FilePreviewPage /> },
  { path: 'pdf/:src/:fileId', element: <FilePreviewPage /> },
  { path: 'iframeSrc/:iframeSrc/:fileId', element: <FilePreviewPage /> },
  { path: 'webOffice/:fileId/:isRevision/:inputWriteable', element: <FilePreviewPage webOffice /> },
];

beforeEach(() => {
  api.getFileInfo.mockResolvedValue(ok({ id: '7', fileName: '会议纪要.txt', ext: 'txt', totalBytes: 5, createTime: '2026-01-01 09:00:00' }));
  api.getOnlinePreview.mockResolvedValue(ok({ result: 'txt', TxtUrl: '/file/onlinePreviewController/v1/getFileById_7' }));
  api.fetchPreviewBytes.mockResolvedValue(ok(bytesOf('纪要正文')));
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  setConfig(defaultConfig());
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('file routes', () => {
  it('/file/preview/{fileId} shows the preview under the file name', async () => {
    renderRoutes(routes, '/file/preview/7');
    expect(await screen.findByRole('heading', { level: 1, name: '会议纪要.txt' })).toBeTruthy();
    expect((await screen.findByRole('region', { name: '会议纪要.txt 的内容' })).textContent).toBe('纪要正文');
    expect(api.getOnlinePreview).toHaveBeenCalledWith('7', expect.anything());
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('/iframeSrc and /pdf never load the address of the route, only the preview of fileId', async () => {
    renderRoutes(routes, `/iframeSrc/${encodeURIComponent('https://evil.example/page.html')}/7`);
    await screen.findByRole('region', { name: '会议纪要.txt 的内容' });
    expect(document.querySelector('iframe')).toBeNull();
    cleanup();
    renderRoutes(routes, `/pdf/${encodeURIComponent('blob:https://x/1')}/7`);
    await screen.findByRole('region', { name: '会议纪要.txt 的内容' });
    expect(api.fetchPreviewBytes.mock.calls.map(([path]) => path)).toEqual([
      '/file/onlinePreviewController/v1/getFileById_7',
      '/file/onlinePreviewController/v1/getFileById_7',
    ]);
  });

  it('titles the page generically when the file is unknown, and says so', async () => {
    api.getFileInfo.mockResolvedValue({ ok: false, status: 404, data: { state: false, message: '文件不存在' } });
    api.getOnlinePreview.mockResolvedValue(ok({ result: 'error' }));
    renderRoutes(routes, '/file/preview/404');
    expect(await screen.findByRole('heading', { level: 1, name: '附件预览' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('加载要预览的附件时出错');
  });

  it('/webOffice without an online-office service says it is preview only', async () => {
    renderRoutes(routes, '/webOffice/7/0/1');
    expect(await screen.findByText('未配置在线编辑服务，仅可预览')).toBeTruthy();
    await screen.findByRole('region', { name: '会议纪要.txt 的内容' });
    cleanup();
    await act(() => i18n.changeLanguage('en-US'));
    renderRoutes(routes, '/webOffice/7/0/1');
    expect(await screen.findByText('Online editing is not configured; preview only')).toBeTruthy();
  });

  it('/webOffice with a service links to it with the file and the switches, in a new window', async () => {
    setConfig({ ...defaultConfig(), webOfficeUrl: 'https://office.example.com/edit?app=flowdesk' });
    renderRoutes(routes, '/webOffice/7/1/0');
    const link = (await screen.findByRole('link', { name: '在线编辑' })) as HTMLAnchorElement;
    expect(link.href).toBe('https://office.example.com/edit?app=flowdesk&fileId=7&isRevision=1&inputWriteable=0');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(screen.queryByText('未配置在线编辑服务，仅可预览')).toBeNull();
  });
});
