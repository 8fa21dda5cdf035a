// Permissions and data: the form permission at a node, and the instance record after a submit there.
import type { Lang } from '../lib/i18n';
import { formToSchema } from '../../renderers/kinds/form/adapter';
import { validateFormData } from '../../renderers/kinds/form/customValidate';
import { allFieldPaths, recomputeFormulas } from '../../renderers/kinds/form/recompute';
import type { FormDefinition, FormPermissionMap } from '../../renderers/kinds/form/definition';
import { firstUserTask, type ProcessNode } from './graph';
import { FlowError } from './messages';
import type { Walk } from './walk';
import type { ProcessContext, Submission } from './context';
import { dataKeyOf } from './context';


/** The form's permission with every visible field read-only and its tables fixed (read views, readonly nodes). */
export function readOnlyPermission(form: FormDefinition | undefined): FormPermissionMap {
  if (!form) return { fields: {} };
  const own = form.permission ?? { fields: {} };
  const fields: FormPermissionMap['fields'] = {};
  const table: NonNullable<FormPermissionMap['table']> = {};
  for (const entity of form.entities) {
    fields[entity.name] = Object.fromEntries(entity.attributes.map((attribute) => [attribute.name, own.fields?.[entity.name]?.[attribute.name] === 'n' ? 'n' : 'r']));
    if (entity.type !== 'main') table[entity.name] = { ...own.table?.[entity.name], add: false, del: false, edit: false, required: false };
  }
  const subFields = Object.fromEntries(Object.entries(own.subFields ?? {}).map(([key, value]) => [key, value === 'n' ? 'n' : 'r'] as const));
  return { ...own, fields, table, subFields };
}

/** The permission of the initiator's node (start form, drafts). */
export const firstNodePermission = (context: ProcessContext): FormPermissionMap => nodePermission(context, firstUserTask(context.graph).id);

/** The form permission at a node: the node's fd:permission (readonly or a map), else the form's own. */
export function nodePermission(context: ProcessContext, nodeId: string): FormPermissionMap {
  const permission = context.graph.nodes.get(nodeId)?.permission;
  if (permission === 'readonly') return readOnlyPermission(context.form);
  if (permission) return JSON.parse(permission) as FormPermissionMap;
  return context.form?.permission ?? { fields: {} };
}

const WRITABLE = new Set(['w', 'b']);

/**
 * The record after a submit at a node: main fields the node lets the user write (w, b) come from the submitted
 * data; read-only and hidden fields keep their stored values (formula fields are recomputed afterwards); a
 * sub-table is taken when the node lets it be changed.
 */
export function mergeSubmitted(form: FormDefinition, permission: FormPermissionMap, stored: Record<string, unknown>, submitted: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const entity of form.entities) {
    if (entity.type === 'main') {
      const rights = permission.fields?.[entity.name] ?? {};
      for (const attribute of entity.attributes) {
        const right = rights[attribute.name] ?? 'w';
        if (WRITABLE.has(right) && Object.hasOwn(submitted, attribute.name)) {
          merged[attribute.name] = submitted[attribute.name];
        }
      }
    } else {
      const key = `sub_${entity.name}`;
      const table = permission.table?.[entity.name];
      const changeable = !table || (!table.hidden && (table.add !== false || table.del !== false || table.edit !== false));
      if (changeable && Array.isArray(submitted[key])) merged[key] = submitted[key];
    }
  }
  return merged;
}

/**
 * The record as it is stored: formulas recomputed by the shared formula engine (a submitted derived value —
 * a leave's day count, an expense total — is never trusted), then, when asked, checked with the form's rules.
 */
export function derivedRecord(form: FormDefinition, permission: FormPermissionMap, record: Record<string, unknown>, lang: Lang, validate: boolean): Record<string, unknown> {
  const model = formToSchema(form, { permission, locale: lang });
  const boAlias = form.boAlias;
  const { data } = recomputeFormulas(model, { [boAlias]: record }, allFieldPaths(model), lang);
  const derived = data[boAlias] as Record<string, unknown>;
  if (validate) {
    const errors = validateFormData(model, { [boAlias]: derived }).errors;
    if (errors.length > 0) {
      throw new FlowError(400, 'validationFailed', { detail: errors.map((error) => `${error.label || error.path}: ${error.message}`).join('; ') });
    }
  }
  return derived;
}

/**
 * The instance data after a submit at a node, or undefined when nothing applies (nothing submitted, and not
 * `required`). An online form's data is merged by the node's permission, derived and (when `validate`) checked;
 * a URL form's answer is taken as it is (the URL form checks its own data): its variables, business key and system.
 */
export function recordAfterSubmit(
  context: ProcessContext,
  nodeId: string,
  stored: Record<string, unknown>,
  submission: Submission,
  lang: Lang,
  options: { validate: boolean; required: boolean },
): Record<string, unknown> | undefined {
  const key = dataKeyOf(context);
  if (!context.form) {
    if (submission.urlForm) return { ...stored, ...submission.urlForm.vars, businessKey: submission.urlForm.businessKey, sysCode: submission.urlForm.sysCode };
    return options.required ? stored : undefined;
  }
  if (submission.data === undefined) {
    if (options.required) throw new FlowError(400, 'dataMissing', { boAlias: key });
    return undefined;
  }
  const submitted = submission.data[key];
  if (!submitted || typeof submitted !== 'object' || Array.isArray(submitted)) throw new FlowError(400, 'dataMissing', { boAlias: key });
  const permission = nodePermission(context, nodeId);
  return derivedRecord(context.form, permission, mergeSubmitted(context.form, permission, stored, submitted), lang, options.validate);
}

/** The instance's data after a submit at the task's node (unchanged when nothing was submitted). */
export function applySubmit(walk: Walk, node: ProcessNode, submission: Submission, validate: boolean): void {
  const record = recordAfterSubmit(walk.context, node.id, JSON.parse(walk.instance.data) as Record<string, unknown>, submission, walk.lang, { validate, required: false });
  if (!record) return;
  walk.instance = { ...walk.instance, data: JSON.stringify(record) };
  walk.db.prepare('UPDATE bpm_instance SET data = ? WHERE id = ?').run(walk.instance.data, walk.instance.id);
}
