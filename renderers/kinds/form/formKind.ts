// The full form kind: the adapter (schema + formToSchema) plus its React renderer, for createEngine({ kinds: [formKind] }).
// SchemaRenderer's `view` carries the page's FormRenderer props (data, formContext, onSubmit, readOnly).
import { createElement } from 'react';
import { formAdapterKind } from './adapterKind';
import { FormRenderer, type FormRendererProps } from './FormRenderer';

export type FormViewProps = Partial<Omit<FormRendererProps, 'model' | 'locale'>>;

export const formKind: typeof formAdapterKind = {
  ...formAdapterKind,
  render: (model, props) => createElement(FormRenderer, { ...(props.view as FormViewProps | undefined), model, locale: props.locale }),
};
