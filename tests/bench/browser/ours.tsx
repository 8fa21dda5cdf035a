// Flowdesk: the form definition through the adapter, rendered by FormRenderer with the Semi theme, as the app does.
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import '../../../src/app/font.css';
import { createRoot } from 'react-dom/client';
import { FormRenderer, formToSchema, type FormDefinition } from '../../../renderers';

export function mountOurs(container: HTMLElement, definition: FormDefinition): void {
  const model = formToSchema(definition, { locale: 'en-US' });
  createRoot(container).render(<FormRenderer model={model} locale="en-US" />);
}
