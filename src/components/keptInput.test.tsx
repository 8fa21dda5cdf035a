// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnkeepableInput, keepInputForReload, keptInputKey, loadKeptInput, useKeptInput } from './keptInput';

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

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
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
});
