// @vitest-environment jsdom
// DefinitionView: a kind's preview is painted first and the definition prepared after that paint; without a
// preview the definition is prepared in the first render, as SchemaRenderer's callers always did.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdFrames } from '../../tests/support/heldFrames';
import { compileDefinitionSchema } from './compileSchema';
import { DefinitionView } from './DefinitionView';
import { createEngine, type KindModule } from './engine';

const schema = { type: 'object', required: ['alias'], properties: { alias: { type: 'string' }, size: { type: 'number' } } };

function greetingKind(preview?: KindModule<{ alias: string; size?: number }, { text: string }>['preview']) {
  const adapt = vi.fn((definition: { alias: string }, _context?: unknown) => ({ text: `hello ${definition.alias}` }));
  const kind: KindModule<{ alias: string; size?: number }, { text: string }> = {
    kind: 'greeting',
    schema,
    validator: compileDefinitionSchema(schema),
    adapt,
    render: (model, props) => <p>{`${model.text}${props.view?.mark ?? ''}`}</p>,
    preview,
  };
  return { adapt, engine: createEngine({ kinds: [kind] }) };
}

/** A preview of big definitions only, showing what it was given. */
const bigOnly: KindModule['preview'] = (definition, props) => {
  const { alias, size } = definition as { alias: unknown; size?: number };
  return (size ?? 0) > 10 ? <p aria-busy="true">{`preview of ${String(alias)} (${props.locale}, ${String(props.options.permission)}${String(props.view?.mark ?? '')})`}</p> : undefined;
};

let frames: ReturnType<typeof holdFrames>;
const paint = () => frames.paint();
beforeEach(() => {
  frames = holdFrames();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DefinitionView', () => {
  it('prepares a definition without a preview in its first render', () => {
    const { engine, adapt } = greetingKind(bigOnly);
    render(<DefinitionView engine={engine} kind="greeting" definition={{ alias: 'small', size: 3 }} path="p" locale="en-US" view={{ mark: '!' }} />);
    expect(screen.getByText('hello small!')).toBeTruthy();
    expect(adapt).toHaveBeenCalledTimes(1);
    expect(frames.held()).toBe(0);
  });

  it('paints the preview first and prepares after that paint', async () => {
    const { engine, adapt } = greetingKind(bigOnly);
    render(<DefinitionView engine={engine} kind="greeting" definition={{ alias: 'big', size: 99 }} options={{ permission: 'map' }} path="p" locale="en-US" view={{ mark: '!' }} />);
    expect(screen.getByText('preview of big (en-US, map!)')).toBeTruthy();
    expect(adapt).not.toHaveBeenCalled();
    await paint();
    expect(screen.queryByText(/preview of/)).toBeNull();
    expect(screen.getByText('hello big!')).toBeTruthy();
    expect(adapt).toHaveBeenCalledTimes(1);
    expect(adapt.mock.calls[0][1]).toMatchObject({ options: { permission: 'map', locale: 'en-US' } });
  });

  it('replaces the preview of an invalid definition with its issues', async () => {
    const { engine, adapt } = greetingKind(bigOnly);
    render(<DefinitionView engine={engine} kind="greeting" definition={{ alias: 7, size: 99 }} path="p" locale="en-US" />);
    expect(screen.getByText('preview of 7 (en-US, undefined)')).toBeTruthy();
    await paint();
    expect(screen.getByRole('alert').textContent).toContain('at $.alias is 7, expected a value of type text');
    expect(adapt).not.toHaveBeenCalled();
  });

  it('prepares at once when the preview fails', () => {
    const { engine } = greetingKind(() => {
      throw new Error('preview broke');
    });
    render(<DefinitionView engine={engine} kind="greeting" definition={{ alias: 'x', size: 99 }} path="p" locale="en-US" />);
    expect(screen.getByText('hello x')).toBeTruthy();
  });

  it('hands the outcome to the page when it shows it itself', async () => {
    const { engine } = greetingKind(bigOnly);
    render(
      <DefinitionView engine={engine} kind="greeting" definition={{ alias: 'page', size: 99 }} path="p" locale="en-US">
        {(result) => <p>{result.ok ? `page shows ${(result.model as { text: string }).text}` : 'page shows issues'}</p>}
      </DefinitionView>,
    );
    await paint();
    expect(screen.getByText('page shows hello page')).toBeTruthy();
  });

  it('previews and prepares a new definition again, and never shows an outcome for an old one', async () => {
    const { engine } = greetingKind(bigOnly);
    const view = render(<DefinitionView engine={engine} kind="greeting" definition={{ alias: 'one', size: 99 }} path="p" locale="en-US" />);
    await paint();
    expect(screen.getByText('hello one')).toBeTruthy();
    view.rerender(<DefinitionView engine={engine} kind="greeting" definition={{ alias: 'two', size: 99 }} path="p" locale="en-US" />);
    expect(screen.getByText('preview of two (en-US, undefined)')).toBeTruthy();
    await paint();
    expect(screen.getByText('hello two')).toBeTruthy();
  });

  it('does not prepare a definition it no longer shows', async () => {
    const { engine, adapt } = greetingKind(bigOnly);
    const view = render(<DefinitionView engine={engine} kind="greeting" definition={{ alias: 'gone', size: 99 }} path="p" locale="en-US" />);
    view.unmount();
    await paint();
    expect(adapt).not.toHaveBeenCalled();
  });
});
