// @vitest-environment jsdom
// A big form through DefinitionView: the preview paints the first screen from the raw definition, inert, and
// the form that replaces it after the paint draws the same first screen. Each test imports fresh modules, so
// rjsf's code is not in yet (as on a first visit).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdFrames } from '../../../tests/support/heldFrames';
import type { FormDefinition } from './definition';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => vi.resetModules());

const definition: FormDefinition = {
  kind: 'form',
  alias: 'inventory',
  name: 'Inventory',
  boAlias: 'inv',
  entities: [
    {
      name: 'inv',
      label: 'Inventory',
      type: 'main',
      attributes: [
        { name: 'owner', label: 'Owner', dataType: 'varchar', control: 'text', rules: 'required', placeholder: 'Who keeps it' },
        { name: 'kept', label: 'Kept since', dataType: 'date', control: 'date' },
        { name: 'code', label: 'Code', dataType: 'varchar', control: 'text' },
        ...Array.from({ length: 120 }, (_, index) => ({ name: `item${index}`, label: `Item ${index}`, dataType: 'varchar' as const, control: 'text' as const })),
      ],
    },
  ],
  permission: { fields: { inv: { code: 'r' } } },
};

async function setUp() {
  const [{ DefinitionView }, { createEngine }, { formKind }] = await Promise.all([import('../../core/DefinitionView'), import('../../core/engine'), import('./formKind')]);
  const { paint } = holdFrames();
  return { DefinitionView, engine: createEngine({ kinds: [formKind] }), paint };
}

describe('the form kind preview', () => {
  it('paints an inert first screen before the definition is prepared, then the form draws the same one', async () => {
    const { DefinitionView, engine, paint } = await setUp();
    const prepare = vi.spyOn(engine, 'prepare');
    const data = { inv: { owner: 'Ada', code: 'C-7' } };
    const { container } = render(<DefinitionView engine={engine} kind="form" definition={definition} path="test/inventory" locale="en-US" view={{ data }} />);

    expect(prepare).not.toHaveBeenCalled();
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.hasAttribute('inert')).toBe(true);
    const preview = container.querySelector('form.fd-form-first-screen') as HTMLFormElement;
    expect(preview.getAttribute('aria-busy')).toBe('true');
    expect(preview.querySelectorAll('input').length).toBe(Math.ceil(window.innerHeight / 70) + 1 - 1); // the date field is a placeholder
    const owner = container.querySelector('#root_inv_owner') as HTMLInputElement;
    expect(owner.value).toBe('Ada');
    expect(owner.placeholder).toBe('Who keeps it');
    expect(owner.getAttribute('aria-required')).toBe('true');
    expect((container.querySelector('#root_inv_code') as HTMLInputElement).readOnly).toBe(true);
    const previewMarkup = preview.outerHTML;

    await paint(); // the definition is prepared; the form paints its own first screen while rjsf loads
    expect(prepare).toHaveBeenCalledTimes(1);
    const form = container.querySelector('form.fd-form-first-screen') as HTMLFormElement;
    expect(form).not.toBe(preview);
    expect((container.firstElementChild as HTMLElement).hasAttribute('inert')).toBe(false);
    expect(form.outerHTML).toBe(previewMarkup);

    await paint(); // then the full form
    expect(await screen.findByRole('button', { name: 'Submit' }, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByLabelText(/Owner/) as HTMLInputElement).value).toBe('Ada');
  });

  it('leaves a small form to be prepared in the first render', async () => {
    const { DefinitionView, engine } = await setUp();
    const small = { ...definition, entities: [{ ...definition.entities[0], attributes: definition.entities[0].attributes.slice(0, 10) }] };
    const { container } = render(<DefinitionView engine={engine} kind="form" definition={small} path="test/small" locale="en-US" />);
    expect(container.querySelector('[inert]')).toBeNull();
    expect(container.querySelector('form.fd-form-first-screen')).not.toBeNull(); // the form's own first screen
  });

  it('shows the issues of an invalid big definition once it is prepared', async () => {
    const { DefinitionView, engine, paint } = await setUp();
    const attributes = [...definition.entities[0].attributes];
    attributes[100] = { ...attributes[100], control: 'slider' as never };
    const broken = { ...definition, entities: [{ ...definition.entities[0], attributes }] };
    const { container } = render(<DefinitionView engine={engine} kind="form" definition={broken} path="test/broken" locale="en-US" />);
    expect(container.querySelector('[inert] form')).not.toBeNull();
    await paint();
    expect(screen.getByRole('alert').textContent).toContain('$.entities[0].attributes[100].control');
    expect(container.querySelector('form')).toBeNull();
  });
});
