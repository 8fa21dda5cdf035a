// Flowdesk on a generated template: the formHtml kind parses it (DOMParser), adapts it to the form definition and
// draws it with the form kind's renderer, as the app's form pages do when a real backend sends form.formHtml.
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import '../../../src/app/font.css';
import { createRoot } from 'react-dom/client';
import { createEngine, DefinitionView, formHtmlKind, type FormHtmlDefinition } from '../../../renderers';

export function mountFormHtml(container: HTMLElement, definition: FormHtmlDefinition): void {
  const engine = createEngine({ kinds: [formHtmlKind] });
  createRoot(container).render(<DefinitionView engine={engine} kind="formHtml" definition={definition} path="bench/formHtml" locale="en-US" />);
}
