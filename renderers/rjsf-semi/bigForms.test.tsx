// @vitest-environment jsdom
// What keeps big forms fast: objects mount the first screen of properties first and the rest in later chunks,
// and text inputs show typed text at once while rjsf gets it later (useTypedText).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import validator from '@rjsf/validator-ajv8';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { SemiForm } from './index';
import { CHUNK_ROWS, FIRST_ROWS } from './templates/progressiveMount';
import { HAND_OVER_PAUSE_MS } from './widgets/inputs';

afterEach(cleanup);

function textFields(count: number, required: string[] = []): RJSFSchema {
  const properties = Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index + 1}`, { type: 'string', title: `Field ${index + 1}` }]));
  return { type: 'object', required, properties } as RJSFSchema;
}

const textInputs = () => Array.from(document.querySelectorAll<HTMLInputElement>('form input[type="text"]'));

// Two hundred Semi inputs take seconds in jsdom on a busy machine.
const SLOW = { timeout: 60_000 };

describe('progressive mount of big objects', () => {
  const count = FIRST_ROWS + CHUNK_ROWS + 20;

  it('mounts the first rows with the form, then every field in order', SLOW, async () => {
    render(<SemiForm schema={textFields(count)} validator={validator} />);
    expect(textInputs()).toHaveLength(FIRST_ROWS);
    await waitFor(() => expect(textInputs()).toHaveLength(count), { timeout: 30_000 });
    // Later chunks are appended after the first: document (and Tab) order is the property order.
    expect(textInputs().map((input) => input.id)).toEqual(Array.from({ length: count }, (_, index) => `root_f${index + 1}`));
  });

  it('counts the first rows in grid rows: two columns mount twice the fields', SLOW, () => {
    render(<SemiForm schema={textFields(count)} uiSchema={{ 'ui:options': { columns: 2 } }} validator={validator} />);
    expect(textInputs()).toHaveLength(2 * FIRST_ROWS);
  });

  it('mounts the rest before validating a submit, so the first error is focused even in a late chunk', SLOW, () => {
    const last = `f${count}`;
    render(<SemiForm schema={textFields(count, [last])} validator={validator} focusOnFirstError />);
    expect(document.getElementById(`root_${last}`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(textInputs()).toHaveLength(count);
    expect(document.activeElement?.id).toBe(`root_${last}`);
  });

  it('mounts small objects at once', () => {
    render(<SemiForm schema={textFields(5)} validator={validator} />);
    expect(textInputs()).toHaveLength(5);
  });
});

describe('text inputs keep the typed text', () => {
  const schema = textFields(2);

  function renderControlled(formData: Record<string, unknown>) {
    const changes: Record<string, unknown>[] = [];
    const submitted: Record<string, unknown>[] = [];
    const view = (data: Record<string, unknown>) => (
      <SemiForm
        schema={schema}
        formData={data}
        validator={validator}
        onChange={(event: IChangeEvent) => changes.push(event.formData)}
        onSubmit={(event: IChangeEvent) => submitted.push(event.formData)}
      />
    );
    const { rerender } = render(view(formData));
    return { changes, submitted, rerender: (data: Record<string, unknown>) => rerender(view(data)) };
  }

  it('shows each keystroke at once and hands the text to rjsf once typing pauses', async () => {
    const { changes } = renderControlled({ f1: 'Ann' });
    const input = screen.getByLabelText('Field 1') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Anne' } });
    expect(input.value).toBe('Anne');
    fireEvent.change(input, { target: { value: 'Anne!' } });
    expect(input.value).toBe('Anne!');
    expect(changes).toEqual([]); // rjsf has not been told yet: nothing re-rendered but this input
    await waitFor(() => expect(changes).toEqual([{ f1: 'Anne!' }]), { timeout: 20 * HAND_OVER_PAUSE_MS });
  });

  it('hands the text over at once on blur and on Enter, so a submit sees every character', async () => {
    const user = userEvent.setup();
    const { changes, submitted } = renderControlled({});
    const first = screen.getByLabelText('Field 1') as HTMLInputElement;
    await user.type(first, 'ab');
    act(() => fireEvent.blur(first));
    expect(changes.at(-1)).toEqual({ f1: 'ab' });
    await user.type(screen.getByLabelText('Field 2'), 'cd{Enter}');
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({ f1: 'ab', f2: 'cd' });
  });

  it('replaces the typed text with a value set from outside (formula result, reset)', async () => {
    const user = userEvent.setup();
    const { changes, rerender } = renderControlled({ f1: 'one' });
    const input = screen.getByLabelText('Field 1') as HTMLInputElement;
    await user.type(input, 'x');
    await waitFor(() => expect(changes.at(-1)).toEqual({ f1: 'onex' }));
    rerender({ f1: 'computed' });
    expect(input.value).toBe('computed');
    rerender({});
    expect(input.value).toBe('');
  });

  it('keeps IME composition as Semi reports it: the composed text is shown and handed on', async () => {
    const { changes } = renderControlled({});
    const input = screen.getByLabelText('Field 1') as HTMLInputElement;
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'zhong' } });
    expect(input.value).toBe('zhong');
    fireEvent.change(input, { target: { value: '中' } });
    fireEvent.compositionEnd(input);
    expect(input.value).toBe('中');
    await waitFor(() => expect(changes.at(-1)).toEqual({ f1: '中' }));
  });
});
