// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

afterEach(cleanup);

describe('NativeSelect', () => {
  it('is a labelled native select in the shared look, with the caller’s class and the filled variant', () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="kind">Kind</label>
        <NativeSelect id="kind" className="fd-area__select" filled value="b" onChange={(event) => onChange(event.target.value)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </NativeSelect>
      </>,
    );
    const select = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toBe('fd-native-select fd-native-select--filled fd-area__select');
    expect(select.value).toBe('b');
    fireEvent.change(select, { target: { value: 'a' } });
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('is plain (not filled) by default', () => {
    render(<NativeSelect aria-label="Year" />);
    expect(screen.getByLabelText('Year').className).toBe('fd-native-select');
  });
});
