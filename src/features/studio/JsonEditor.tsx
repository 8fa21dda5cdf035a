// The studio's JSON editor: CodeMirror 6, loaded only by the studio (StudioPage imports it lazily, so it is a
// chunk of its own). Lint marks come from the studio's problems (setDiagnostics: one list for the panel and the
// editor), property names complete from the kind's JSON Schema. Tab indents; Escape then Tab leaves the editor
// (CodeMirror's tab-focus escape), so the keyboard is never trapped.
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting, syntaxTree } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';
import { schemaPropertiesAt } from './schemaProperties';

export interface EditorMark {
  readonly from: number;
  readonly to: number;
  readonly message: string;
  readonly severity: 'error' | 'warning';
}

export interface JsonEditorHandle {
  /** Selects the range, scrolls it into view and focuses the editor. */
  select(from: number, to: number): void;
}

export interface JsonEditorProps {
  /** The text; the editor takes it over whenever it differs from what it holds (a new source). */
  value: string;
  onChange(text: string): void;
  marks: readonly EditorMark[];
  /** The kind's JSON Schema, for property-name completion. */
  schema?: Readonly<Record<string, unknown>>;
  label: string;
  describedBy?: string;
  handle?: Ref<JsonEditorHandle>;
}

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

/** The JSON path (steps) of an Object node of the syntax tree; null when a property name does not parse. */
function stepsOf(state: EditorState, node: SyntaxNode): (string | number)[] | null {
  const steps: (string | number)[] = [];
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property') {
      const name = parent.getChild('PropertyName');
      if (!name) return null;
      try {
        steps.unshift(JSON.parse(state.sliceDoc(name.from, name.to)) as string);
      } catch {
        return null;
      }
    } else if (parent.name === 'Array') {
      let index = 0;
      for (let item = parent.firstChild; item && item.from < child.from; item = item.nextSibling) if (VALUE_NODES.has(item.name)) index += 1;
      steps.unshift(index);
    }
  }
  return steps;
}

function propertyCompletion(schemaOf: () => JsonEditorProps['schema']) {
  return (context: CompletionContext): CompletionResult | null => {
    const schema = schemaOf();
    if (!schema) return null;
    const word = context.matchBefore(/"[^"\\\n]*/);
    const from = word ? word.from : context.pos;
    if (!word && !context.explicit) return null;
    // A property name starts right after '{' or ',' (blanks between): anything else is a value.
    const before = context.state.sliceDoc(Math.max(0, from - 200), from).trimEnd();
    if (!before.endsWith('{') && !before.endsWith(',')) return null;
    let node: SyntaxNode | null = syntaxTree(context.state).resolveInner(from, -1);
    while (node && node.name !== 'Object') node = node.parent;
    if (!node) return null;
    const steps = stepsOf(context.state, node);
    if (!steps) return null;
    const present = new Set(
      node
        .getChildren('Property')
        .map((property) => property.getChild('PropertyName'))
        .filter((name): name is SyntaxNode => !!name && name.from !== from)
        .map((name) => context.state.sliceDoc(name.from + 1, name.to - 1)),
    );
    const options = schemaPropertiesAt(schema, steps)
      .filter((property) => !present.has(property.name))
      .map((property) => ({ label: property.name, apply: `"${property.name}": `, detail: property.required ? '*' : undefined, info: property.description, type: 'property' }));
    return options.length ? { from, options, validFor: /^"[^"\\\n]*$/ } : null;
  };
}

export default function JsonEditor({ value, onChange, marks, schema, label, describedBy, handle }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, schema });
  latest.current = { onChange, schema };

  useEffect(() => {
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      drawSelection(),
      highlightActiveLine(),
      indentOnInput(),
      bracketMatching(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      json(),
      lintGutter(),
      autocompletion({ override: [propertyCompletion(() => latest.current.schema)] }),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      // tabindex: the content is focusable anyway (contenteditable); saying so lets axe see the scroller's focusable content.
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) latest.current.onChange(update.state.doc.toString());
      }),
    ];
    const editor = new EditorView({ parent: host.current!, state: EditorState.create({ doc: value, extensions }) });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per label; value, marks and schema reach it through the effects below and `latest`.
  }, [label, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    const diagnostics: Diagnostic[] = marks.map((mark) => {
      const from = Math.min(mark.from, length);
      return { from, to: Math.min(Math.max(mark.to, from), length), severity: mark.severity, message: mark.message };
    });
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [marks, value]);

  useImperativeHandle(
    handle,
    () => ({
      select(from, to) {
        const editor = view.current;
        if (!editor) return;
        const length = editor.state.doc.length;
        editor.dispatch({ selection: { anchor: Math.min(from, length), head: Math.min(to, length) }, scrollIntoView: true });
        editor.focus();
      },
    }),
    [],
  );

  return <div ref={host} className="fd-studio__editor" />;
}
