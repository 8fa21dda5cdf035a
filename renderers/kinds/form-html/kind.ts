// The formHtml kind for createEngine: schemas/formHtml.schema.json, then the template read into a form
// definition (toDefinition.ts) and adapted by the form kind, rendered by the form kind's renderer with the
// same view props (data, formContext, readOnly, onSubmit) and options.permission. Template issues are shown
// above the form, which still renders everything else; a template with no field at all is refused.
import { createElement, Fragment } from 'react';
import formHtmlSchema from '../../../schemas/formHtml.schema.json';
import validateFormHtml from '../../core/validators/formHtml';
import { DefinitionIssuesError, type KindModule, type KindRenderProps } from '../../core/engine';
import type { DefinitionIssue } from '../../core/validate';
import type { Permission } from '../../rules';
import type { FormModel, FormToSchemaOptions } from '../form/adapter';
import { formAdapterKind } from '../form/adapterKind';
import type { FormDefinition, FormPermissionMap } from '../form/definition';
import { formKind } from '../form/formKind';
import type { FormHtmlDefinition } from './definition';
import { parseWithDomParser } from './domParser';
import type { ParseHtml } from './html';
import { formatFormHtmlMessage } from './messages';
import { formHtmlToDefinition } from './toDefinition';

export interface FormHtmlModel {
  readonly kind: 'formHtml';
  /** The definition read from the template. */
  readonly definition: FormDefinition;
  /** The form kind's model of it (what FormRenderer renders). */
  readonly form: FormModel;
  /** What the template holds that is not shown as written (unknown controls, refused content). */
  readonly templateIssues: readonly DefinitionIssue[];
  /** Selector name field → the field holding the chosen ids (FormHtmlResult.selectorIds). */
  readonly selectorIds: Readonly<Record<string, string>>;
}

type Options = Pick<FormToSchemaOptions, 'permission' | 'services'>;

/** Read-only text controls stay read-only under any permission but n. */
function withReadOnly(permission: FormPermissionMap | undefined, fields: readonly string[]): FormPermissionMap | undefined {
  if (fields.length === 0) return permission;
  const merged: Record<string, Record<string, Permission>> = { ...permission?.fields };
  for (const key of fields) {
    const [entity, field] = key.split('.');
    const given = merged[entity]?.[field];
    merged[entity] = { ...merged[entity], [field]: given === 'n' ? 'n' : 'r' };
  }
  return { ...permission, fields: merged };
}

function FormHtmlNotice({ issues, locale }: { issues: readonly DefinitionIssue[]; locale: KindRenderProps['locale'] }) {
  return createElement(
    'div',
    { role: 'status', className: 'fd-form-html__issues', style: { border: '1px solid var(--semi-color-warning, #fc8800)', borderRadius: 6, padding: '8px 12px', marginBottom: 12 } },
    createElement('strong', null, formatFormHtmlMessage('notice.title', { count: issues.length }, locale)),
    createElement('ul', { style: { margin: '4px 0 0', paddingInlineStart: 20 } }, ...issues.map((issue, index) => createElement('li', { key: index }, issue.message))),
  );
}

/** The kind over one parser: the browser's DOMParser (formHtmlKind) or parse5 in Node (./node.ts). */
export function createFormHtmlKind(parse: ParseHtml): KindModule<FormHtmlDefinition, FormHtmlModel, Options> {
  return {
    kind: 'formHtml',
    schema: formHtmlSchema,
    validator: validateFormHtml,
    adapt(definition, context) {
      const { formula } = context.plugins;
      const read = formHtmlToDefinition(definition.formHtml, parse, { locale: context.locale, name: definition.name, boAlias: definition.boAlias, formula });
      if (!read.definition) throw new DefinitionIssuesError(read.issues);
      const permission = withReadOnly(context.options.permission, read.readOnlyFields);
      const form = formAdapterKind.adapt(read.definition, { ...context, options: { ...context.options, permission } });
      return { kind: 'formHtml', definition: read.definition, form, templateIssues: read.issues, selectorIds: read.selectorIds };
    },
    render(model, props) {
      const form = formKind.render?.(model.form, props);
      return model.templateIssues.length === 0 ? form : createElement(Fragment, null, createElement(FormHtmlNotice, { issues: model.templateIssues, locale: props.locale }), form);
    },
  };
}

export const formHtmlKind = /* @__PURE__ */ createFormHtmlKind(parseWithDomParser);
