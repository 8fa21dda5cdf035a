// Which kind draws a form a server sent (contract notes §2.7, §2.11, §2.12): Flowdesk's own `definition` when
// present, else the generated template `formHtml` through the formHtml kind. Pure; pages and the data
// template's record form choose with it, and read the form model of either kind's prepared model.
import type { FormHtmlDefinition } from '../form-html/definition';
import type { FormModel } from './adapter';
import type { FormDefinition } from './definition';

/** The form parts of a server's form object. */
export interface WireForm {
  definition?: FormDefinition;
  formHtml?: string;
  name?: string;
}

export type FormToRender = { kind: 'form'; definition: FormDefinition } | { kind: 'formHtml'; definition: FormHtmlDefinition };

/** The kind and definition that draw `form`; undefined when it has neither a definition nor a template. */
export function formToRender(form: WireForm | undefined, boAlias?: string): FormToRender | undefined {
  if (form?.definition) return { kind: 'form', definition: form.definition };
  if (typeof form?.formHtml !== 'string' || form.formHtml.trim() === '') return undefined;
  return {
    kind: 'formHtml',
    definition: { kind: 'formHtml', formHtml: form.formHtml, ...(form.name ? { name: form.name } : {}), ...(boAlias ? { boAlias } : {}) },
  };
}

/** Whether definitions of `kind` draw a form (the page gives them data, a form context and onSubmit). */
export const drawsForm = (kind: string): kind is FormToRender['kind'] => kind === 'form' || kind === 'formHtml';

/** The form model inside a prepared form or formHtml model. */
export function formModelOf(model: unknown): FormModel | undefined {
  if (typeof model !== 'object' || model === null) return undefined;
  const { kind } = model as { kind?: unknown };
  if (kind === 'form') return model as FormModel;
  if (kind === 'formHtml') return (model as { form: FormModel }).form;
  return undefined;
}
