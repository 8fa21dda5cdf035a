// Flowdesk: the form definition through the engine, as the app's form pages show it — DefinitionView with the
// form kind paints the first screen from the raw definition, then validates and adapts it (Semi theme).
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import '../../../src/app/font.css';
import { createRoot } from 'react-dom/client';
import { createEngine, DefinitionView, formKind, type FormDefinition } from '../../../renderers';

export function mountOurs(container: HTMLElement, definition: FormDefinition): void {
  const engine = createEngine({ kinds: [formKind] });
  createRoot(container).render(<DefinitionView engine={engine} kind="form" definition={definition} path="bench/form" locale="en-US" />);
}
