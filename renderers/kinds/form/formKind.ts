// The full form kind: the adapter (schema + formToSchema) plus its React renderer, for createEngine({ kinds: [formKind] }).
// SchemaRenderer's `view` carries the page's FormRenderer props (data, formContext, onSubmit, readOnly).
import { createElement } from 'react';
import type { KindRenderProps } from '../../core/engine';
import type { FormModel } from './adapter';
import { formAdapterKind } from './adapterKind';
import { FormRenderer, type FormRendererProps } from './FormRenderer';

export type FormViewProps = Partial<Omit<FormRendererProps, 'model' | 'locale'>>;

// A pure call, not an object spread (which bundlers keep in case of getters): a bundle that imports the
// library's index without using formKind drops it, and the form meta-schema with it.
export const formKind: typeof formAdapterKind = /* @__PURE__ */ Object.assign({}, formAdapterKind, {
  render: (model: FormModel, props: KindRenderProps) => createElement(FormRenderer, { ...(props.view as FormViewProps | undefined), model, locale: props.locale }),
});
