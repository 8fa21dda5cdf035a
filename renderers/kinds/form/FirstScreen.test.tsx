// @vitest-environment jsdom
// The first screen a form paints while rjsf loads, and its hand-over to the full form. Each test imports a
// fresh FormRenderer module, so rjsf's code is not in yet when it renders (as on a first visit).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from './definition';
import { formToSchema } from './adapter';

afterEach(cleanup);
beforeEach(() => vi.resetModules());

const definition: FormDefinition = {
  kind: 'form',
  alias: 'visit',
  name: 'Visit',
  boAlias: 'visit',
  entities: [
    {
      name: 'visit',
      label: 'Visit',
      type: 'main',
      attributes: [
        { name: 'guest', label: 'Guest', dataType: 'varchar', control: 'text', rules: 'required', placeholder: 'Full name' },
        { name: 'badge', label: 'Badge', dataType: 'varchar', control: 'text', defaultValue: 'B-1' },
        { name: 'day', label: 'Day', dataType: 'date', control: 'date' },
        { name: 'note', label: 'Note', dataType: 'varchar', control: 'textarea' },
        { name: 'secret', label: 'Secret', dataType: 'varchar', control: 'text' },
      ],
    },
  ],
  permission: { fields: { visit: { badge: 'r', secret: 'n' } } },
};

async function freshFormRenderer() {
  return (await import('./FormRenderer')).FormRenderer;
}

describe('FirstScreen', () => {
  it('paints labelled fields before rjsf is in, takes edits, and hands data, focus and caret to the full form', async () => {
    const FormRenderer = await freshFormRenderer();
    // The full form is asked for after the first paint (a frame, then a task): hold that frame until the
    // first screen has been checked and typed into.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const onSubmit = vi.fn();
    const { container } = render(<FormRenderer model={formToSchema(definition, { locale: 'en-US' })} locale="en-US" onSubmit={onSubmit} />);

    const first = container.querySelector('form.fd-form-first-screen') as HTMLFormElement;
    expect(first).not.toBeNull();
    expect(first.getAttribute('aria-busy')).toBe('true');
    const guest = screen.getByLabelText(/Guest/) as HTMLInputElement;
    expect(guest.getAttribute('aria-required')).toBe('true');
    expect((screen.getByLabelText('Badge') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByLabelText('Badge')).toHaveProperty('value', 'B-1');
    expect(guest.placeholder).toBe('Full name');
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;
    expect(note.tagName).toBe('TEXTAREA');
    expect(screen.queryByText('Secret')).toBeNull(); // n: not shown
    expect(first.querySelector('.fd-rjsf-widget-loading[aria-busy="true"]')).not.toBeNull(); // the date control, not yet loaded
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const violations = (await axe.run(first, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => v.id)).toEqual([]);

    fireEvent.change(guest, { target: { value: 'Ada' } });
    guest.focus();
    guest.setSelectionRange(1, 1);
    frame.mockRestore();
    act(() => frames.forEach((callback) => callback(performance.now())));

    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 10_000 });
    expect(container.querySelector('form.fd-form-first-screen')).toBeNull();
    const full = screen.getByLabelText(/Guest/) as HTMLInputElement;
    expect(full).not.toBe(guest);
    expect(full.value).toBe('Ada');
    expect(document.activeElement).toBe(full);
    expect(full.selectionStart).toBe(1);
    // Drawn alike: the same rows and placeholder in the full form.
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).rows).toBe(note.rows);
    expect(full.placeholder).toBe('Full name');

    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].visit).toMatchObject({ guest: 'Ada', badge: 'B-1' });
  });

  it('renders only what fills the window', async () => {
    const FormRenderer = await freshFormRenderer();
    const many: FormDefinition = {
      ...definition,
      permission: undefined,
      entities: [{ name: 'visit', label: 'Visit', type: 'main', attributes: Array.from({ length: 200 }, (_, index) => ({ name: `f${index}`, label: `Field ${index}`, dataType: 'varchar' as const, control: 'text' as const })) }],
    };
    const { container } = render(<FormRenderer model={formToSchema(many, { locale: 'en-US' })} locale="en-US" />);
    const shown = container.querySelectorAll('form.fd-form-first-screen input').length;
    expect(shown).toBe(Math.ceil(window.innerHeight / 70) + 1);
    await screen.findByRole('button', { name: 'Submit' }, { timeout: 10_000 });
  });
});
