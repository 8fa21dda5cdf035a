// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileDefinitionSchema } from './compileSchema';
import { createEngine, type KindModule } from './engine';
import { SchemaRenderer } from './SchemaRenderer';

afterEach(cleanup);

const schema = { type: 'object', required: ['alias'], properties: { alias: { type: 'string' } } };
const greeting: KindModule<{ alias: string }, { text: string }> = {
  kind: 'greeting',
  schema,
  validator: compileDefinitionSchema(schema),
  adapt: (definition) => ({ text: `hello ${definition.alias}` }),
  render: (model) => <p>{model.text}</p>,
};

describe('SchemaRenderer', () => {
  it('renders the kind with its model', () => {
    const engine = createEngine({ kinds: [greeting] });
    render(<SchemaRenderer engine={engine} result={engine.prepare('greeting', { alias: 'x' })} path="home/greeting" locale="zh-CN" />);
    expect(screen.getByText('hello x')).toBeTruthy();
  });

  it("hands the page's view props to the kind's renderer", () => {
    const engine = createEngine({ kinds: [{ ...greeting, render: (model, props) => <p>{`${model.text} ${String(props.view?.suffix)}`}</p> }] });
    render(<SchemaRenderer engine={engine} result={engine.prepare('greeting', { alias: 'x' })} path="p" locale="zh-CN" view={{ suffix: '!' }} />);
    expect(screen.getByText('hello x !')).toBeTruthy();
  });

  it('shows a broken definition as an alert listing kind, alias, path and expectation', () => {
    const engine = createEngine({ kinds: [greeting] });
    render(<SchemaRenderer engine={engine} result={engine.prepare('greeting', { alias: null }, { locale: 'en-US' })} path="p" locale="en-US" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This definition is broken and cannot be shown');
    expect(alert.textContent).toContain('Invalid greeting definition "(no alias)": at $.alias is null, expected a value of type text');
    expect(screen.getByText('$.alias')).toBeTruthy();
  });

  it('shows an unknown kind as a visible fallback naming kind and path', () => {
    const engine = createEngine();
    render(<SchemaRenderer engine={engine} result={engine.prepare('gantt', { alias: 'g' })} path="home/column/g" locale="zh-CN" />);
    expect(screen.getByRole('alert').textContent).toContain('没有注册“gantt”类型的渲染器（位置：home/column/g）');
  });

  it('keeps the page when a renderer crashes, and can retry', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const engine = createEngine({ kinds: [{ ...greeting, render: (model) => { if (fail) throw new Error('boom'); return <p>{model.text}</p>; } }] });
    render(
      <main>
        <h1>page</h1>
        <SchemaRenderer engine={engine} result={engine.prepare('greeting', { alias: 'y' })} path="p/q" locale="en-US" />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This part cannot be shown (location: p/q)');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('hello y')).toBeTruthy();
    spy.mockRestore();
  });
});
