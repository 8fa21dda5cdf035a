// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

interface Props {
  id: string;
  value: string;
}

const props: Props = { id: 'root_when', value: 'x' };
const Loading = ({ id }: Props) => <div data-testid={`loading-${id}`} aria-busy="true" />;

function Shown({ id, value }: Props) {
  return <input id={id} aria-label="shown" defaultValue={String(value)} />;
}

describe('lazyComponent', () => {
  it('renders the fallback from the same props while the code loads, then the component', async () => {
    const chunk = deferred<typeof Shown>();
    const Lazy = lazyComponent('Shown', () => chunk.promise, Loading);
    const { container } = render(<Lazy {...props} />);
    expect(screen.getByTestId('loading-root_when')).toBeTruthy();
    expect(screen.queryByLabelText('shown')).toBeNull();
    await act(async () => chunk.resolve(Shown));
    expect(await screen.findByLabelText('shown')).toHaveProperty('value', 'x');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps the loaded component mounted when its props change (no remount once the code is in)', async () => {
    const chunk = deferred<typeof Shown>();
    const mounts = vi.fn();
    function Counted(props: Props) {
      useEffect(() => mounts(), []);
      return <Shown {...props} />;
    }
    const Lazy = lazyComponent('Counted', () => chunk.promise.then(() => Counted), Loading);
    const { rerender } = render(<Lazy {...props} />);
    await act(async () => chunk.resolve(Shown));
    const input = await screen.findByLabelText('shown');
    rerender(<Lazy id="root_when" value="y" />);
    expect(screen.getByLabelText('shown')).toBe(input);
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('loads once, and renders at once without a placeholder after preload', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const Lazy = lazyComponent('Shown', load, Loading);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    const { container } = render(<Lazy {...props} />);
    expect(screen.getByLabelText('shown')).toBeTruthy();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Shown);
    const Lazy = lazyComponent('Shown', load, Loading);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    render(<Lazy {...props} />);
    expect(screen.getByLabelText('shown')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
