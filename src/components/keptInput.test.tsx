// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@douyinfe/semi-ui-19';
import { Dialog } from './Dialog';
import { hasUnkeepableInput, keepInputForReload, keptInputKey, loadKeptInput, useKeptDialog, useKeptInput, type DialogKeeper } from './keptInput';

function TypedForm({ id = 'form', withFile = false }: { id?: string; withFile?: boolean }) {
  const [name, setName] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  useKeptInput(id, {
    snapshot: () => (name || dialogOpen ? { name, dialogOpen } : undefined),
    restore: (kept) => {
      const value = kept as { name: string; dialogOpen: boolean };
      setName(value.name);
      setDialogOpen(value.dialogOpen);
    },
    unkeepable: () => withFile,
  });
  return (
    <form>
      <label>
        名字
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setDialogOpen(true)}>
        打开
      </button>
      {dialogOpen ? <div role="dialog" aria-label="对话框" /> : null}
    </form>
  );
}

/** A page's dialog for one room: typed subject, and a chosen file that cannot be kept. */
function RoomDialog({ room, keeper, restored, onClose }: { room: string; keeper: DialogKeeper; restored: unknown; onClose(): void }) {
  const [subject, setSubject] = useState(() => (restored as { subject?: string } | undefined)?.subject ?? '');
  const [file, setFile] = useState(false);
  return (
    <Dialog visible title={`预订 ${room}`} onCancel={onClose} footer={null} kept={{ keeper, values: { subject }, unkeepable: file }}>
      <label>
        主题
        <input value={subject} onChange={(event) => setSubject(event.target.value)} />
      </label>
      <button type="button" onClick={() => setFile(true)}>
        选择文件
      </button>
    </Dialog>
  );
}

function RoomsPage() {
  const dialog = useKeptDialog<string>('rooms');
  return (
    <>
      <button type="button" onClick={() => dialog.open('一号会议室')}>
        预订一号会议室
      </button>
      {dialog.subject ? <RoomDialog room={dialog.subject} keeper={dialog.keeper} restored={dialog.restored} onClose={dialog.close} /> : null}
    </>
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  Modal.destroyAll();
  vi.restoreAllMocks();
});

describe('kept input', () => {
  it('stores form values, the open dialog and the scroll position by route, and gives them back after the reload', () => {
    const first = render(<TypedForm />);
    expect(keepInputForReload('/mail/mailEdit')).toBe(false);
    fireEvent.change(screen.getByLabelText('名字'), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 240 });
    // the layout's main area, which scrolls on most pages
    const layout = render(<main><div className="fd-menu-content__view">…</div></main>);
    Object.defineProperty(layout.container.querySelector('.fd-menu-content__view')!, 'scrollTop', { configurable: true, value: 480 });
    expect(keepInputForReload('/mail/mailEdit')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(keptInputKey('/mail/mailEdit'))!)).toEqual({
      parts: { form: { name: '张三', dialogOpen: true } },
      scrollY: 240,
      areas: [{ selector: 'main .fd-menu-content__view', index: 0, top: 480 }],
    });
    first.unmount();
    layout.unmount();
    const reloaded = render(<main><div className="fd-menu-content__view">…</div></main>);

    // The reload: the stored entry is taken once, the form gets its values back as it mounts.
    const restored = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    loadKeptInput('/mail/mailEdit', restored);
    expect(sessionStorage.getItem(keptInputKey('/mail/mailEdit'))).toBeNull();
    render(<TypedForm />);
    expect((screen.getByLabelText('名字') as HTMLInputElement).value).toBe('张三');
    expect(screen.getByRole('dialog', { name: '对话框' })).toBeTruthy();
    expect(restored).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
    expect((reloaded.container.querySelector('.fd-menu-content__view') as HTMLElement).scrollTop).toBe(480);
  });

  it('restores nothing on another route, or from a damaged entry', () => {
    sessionStorage.setItem(keptInputKey('/a'), JSON.stringify({ parts: { form: { name: 'A', dialogOpen: false } }, scrollY: 0 }));
    sessionStorage.setItem(keptInputKey('/b'), '{not json');
    loadKeptInput('/b');
    act(() => void render(<TypedForm />));
    expect((screen.getByLabelText('名字') as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem(keptInputKey('/a'))).not.toBeNull();
  });

  it('knows when a part holds what cannot be kept', () => {
    const { unmount } = render(<TypedForm id="files" withFile />);
    expect(hasUnkeepableInput()).toBe(true);
    unmount();
    expect(hasUnkeepableInput()).toBe(false);
  });

  it('keeps which dialog is open, for what, and what was typed in it; a closed dialog keeps nothing', async () => {
    const first = render(<RoomsPage />);
    fireEvent.click(screen.getByRole('button', { name: '预订一号会议室' }));
    fireEvent.change(await screen.findByLabelText('主题', {}, { timeout: 5000 }), { target: { value: '周会' } });
    expect(keepInputForReload('/rooms')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(keptInputKey('/rooms'))!).parts).toEqual({ 'dialog:rooms': { subject: '一号会议室', values: { subject: '周会' } } });
    first.unmount();
    Modal.destroyAll();

    const restored = vi.fn();
    loadKeptInput('/rooms', restored);
    render(<RoomsPage />);
    const subject = (await screen.findByLabelText('主题', {}, { timeout: 5000 })) as HTMLInputElement;
    expect(subject.value).toBe('周会');
    expect(screen.getByRole('dialog', { name: '预订 一号会议室' })).toBeTruthy();
    // the page's restore notice (main.tsx shows it)
    expect(restored).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByLabelText('主题')).toBeNull(), { timeout: 5000 });
    sessionStorage.clear();
    expect(keepInputForReload('/rooms')).toBe(false);
  });

  it('asks before switching while an open dialog holds a chosen file', async () => {
    render(<RoomsPage />);
    expect(hasUnkeepableInput()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '预订一号会议室' }));
    fireEvent.click(await screen.findByRole('button', { name: '选择文件' }, { timeout: 5000 }));
    await waitFor(() => expect(hasUnkeepableInput()).toBe(true), { timeout: 5000 });
  });
});
