// Form management (/formManage/{instId}/edit, docs/flow.md "Other entry routes"): an instance's data changed
// outside the task flow by someone who manages it — an administrator, or the initiator while it is a draft.
// The form's own permission decides what may be written; formulas are recomputed and the form's rules checked
// (drafts excepted, as for saveDraft) with the shared form libraries, as every other form save does.
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../db/users';
import type { FormDefinition } from '../../../renderers/kinds/form/definition';
import { derivedRecord, mergeSubmitted, type Actor, type ProcessContext } from '../../engine/engine';
import { FlowError, flowText } from '../../engine/messages';
import { findInstance, type InstanceRow } from '../../engine/store';
import { boData, formPart } from './forms';
import { actorOf, decodeBoData, id, processContext, requireDefinition, text, type FlowAreaContext } from './shared';

const INSTANCE = '/runtime/instance/v1';

/** Who manages an instance's data: administrators always; the initiator while it is still a draft. */
export function mayManage(db: FlowAreaContext['db'], actor: Actor, instance: InstanceRow): boolean {
  return isAdmin(db, actor.userId) || (instance.status === 'draft' && instance.creator_id === actor.userId);
}

export function registerFormManageRoutes(app: FastifyInstance, context: FlowAreaContext) {
  const { db } = context;

  /** The instance and its process, when the caller manages it and its form is an online one. */
  const managed = async (actor: Actor, instId: string): Promise<{ instance: InstanceRow; process: ProcessContext & { form: FormDefinition } }> => {
    const instance = findInstance(db, actor.tenantId, instId);
    if (!instance) throw new FlowError(404, 'instanceNotFound');
    if (!mayManage(db, actor, instance)) throw new FlowError(403, 'noManageRights');
    const process = await processContext(context, requireDefinition(db, instance.def_id));
    if (!process.form) throw new FlowError(400, 'urlFormNotManaged');
    return { instance, process: { ...process, form: process.form } };
  };

  // The form to edit: like getInstFormAndBO, with the form's own permission instead of the read-only one.
  app.get<{ Querystring: { instId: string } }>(
    `${INSTANCE}/getFormManage`,
    { schema: { querystring: { type: 'object', required: ['instId'], properties: { instId: id } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const { instance, process } = await managed(actor, request.query.instId);
      const data = boData(instance);
      return {
        result: true,
        form: formPart(process, actor.lang, data[instance.bo_alias]),
        data,
        permission: JSON.stringify(process.form.permission ?? { fields: {} }),
      };
    },
  );

  app.post<{ Body: { instId: string; data: string } }>(
    `${INSTANCE}/saveFormManage`,
    { schema: { body: { type: 'object', required: ['instId', 'data'], properties: { instId: id, data: text(2_000_000) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const { instance, process } = await managed(actor, request.body.instId);
      const boAlias = process.form.boAlias;
      const submitted = decodeBoData(request.body.data)?.[boAlias];
      if (!submitted || typeof submitted !== 'object' || Array.isArray(submitted)) throw new FlowError(400, 'dataMissing', { boAlias });
      const stored = JSON.parse(instance.data) as Record<string, unknown>;
      // The form's own permission decides what may be written; drafts are not checked, as for saveDraft.
      const permission = process.form.permission ?? { fields: {} };
      const record = derivedRecord(process.form, permission, mergeSubmitted(process.form, permission, stored, submitted), actor.lang, instance.status !== 'draft');
      // The subject stays: it was worded when the request was made, in its initiator's language.
      db.prepare('UPDATE bpm_instance SET data = ? WHERE id = ? AND tenant_id = ?').run(JSON.stringify(record), instance.id, actor.tenantId);
      return { state: true, message: flowText(actor.lang, 'formSaved'), value: instance.id };
    },
  );
}
