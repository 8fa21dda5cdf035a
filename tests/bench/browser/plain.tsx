// Plain rjsf: @rjsf/core's Form with its default theme and the ajv 8 validator, uncontrolled (its best case),
// over the JSON schema the adapter made of the same definition.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';

export function mountPlainRjsf(container: HTMLElement, schema: RJSFSchema): void {
  createRoot(container).render(<Form schema={schema} validator={validator} />);
}
