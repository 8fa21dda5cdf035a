// The full form kind: the adapter (schema + formToSchema) plus its React renderer and, for big forms, its
// preview (preview.ts), for createEngine({ kinds: [formKind] }).
// SchemaRenderer's `view` carries the page's FormRenderer props (data, formContext, onSubmit, readOnly).
import { createElement } from 'react';
import type { KindPreviewProps, KindRenderProps } from '../../core/engine';
import type { FormModel } from './adapter';
import { formAdapterKind } from './adapterKind';
import type { FormPermissionMap } from './definition';
import { decodeFamilyValues } from './familyValues';
import { FormPreview } from './FormPreview';
import { FormRenderer, type FormRendererProps } from './FormRenderer';
import { previewModel } from './preview';

export type FormViewProps = Partial<Omit<FormRendererProps, 'model' | 'locale'>>;

// A pure call, not an object spread (which bundlers keep in case of getters): a bundle that imports the
// library's index without using formKind drops it, and the form meta-schema with it.
export const formKind: typeof formAdapterKind = /* @__PURE__ */ Object.assign({}, formAdapterKind, {
  render: (model: FormModel, props: KindRenderProps) => createElement(FormRenderer, { ...(props.view as FormViewProps | undefined), model, locale: props.locale }),
  preview: (definition: unknown, { view, options, locale, plugins }: KindPreviewProps) => {
    const { data, readOnly = false } = (view ?? {}) as FormViewProps;
    const permission = options.permission as FormPermissionMap | undefined;
    const model = previewModel(definition, { permission, locale, rules: plugins.rules, formula: plugins.formula }, data);
    return model ? createElement(FormPreview, { model, data: decodeFamilyValues(model, data ?? model.initialData), readOnly }) : undefined;
  },
});
