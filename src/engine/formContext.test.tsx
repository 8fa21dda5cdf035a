// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  uploadFile: vi.fn(),
  downloadFile: vi.fn(async () => ({ ok: true, status: 200 })),
}));
vi.mock('../api/file', () => mocks);

const { useAppFormContext } = await import('./formContext');

describe('useAppFormContext', () => {
  it('gives the page’s language, the selectors and file calls, the same object between renders', () => {
    const { result, rerender } = renderHook(() => useAppFormContext());
    const first = result.current;
    expect(first.locale).toBe('zh-CN');
    expect(typeof first.selectors?.open).toBe('function');
    rerender();
    expect(result.current).toBe(first);
  });

  it('uploads through the request layer and rejects with its message', async () => {
    const { result } = renderHook(() => useAppFormContext());
    const file = new File(['x'], '报价单.pdf');
    mocks.uploadFile.mockResolvedValueOnce({ ok: true, status: 200, data: { success: true, fileId: 'f1', fileName: '报价单.pdf', size: 1 } });
    await expect(result.current.uploadFile!(file)).resolves.toEqual({ fileId: 'f1', fileName: '报价单.pdf', size: 1 });
    expect(mocks.uploadFile).toHaveBeenCalledWith(file, '报价单.pdf', { quiet: true, allowDuplicate: true });
    mocks.uploadFile.mockResolvedValueOnce({ ok: false, status: 413, message: '文件大小不能超过 20 MB' });
    await expect(result.current.uploadFile!(file)).rejects.toThrow('文件大小不能超过 20 MB');
    result.current.openFile!({ fileId: 'f1', fileName: '报价单.pdf', size: 1 });
    expect(mocks.downloadFile).toHaveBeenCalledWith('f1');
  });
});
