// The full form kind: the adapter (schema + formToSchema) plus its React renderer, for createEngine({ kinds: [formKind] }).
import { createElement } from 'react';
import { formAdapterKind } from './adapterKind';
import { FormRenderer } from './FormRenderer';

export const formKind: typeof formAdapterKind = {
  ...formAdapterKind,
  render: (model, props) => createElement(FormRenderer, { model, locale: props.locale }),
};
