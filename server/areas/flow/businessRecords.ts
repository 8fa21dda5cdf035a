// Processes of business records (02-process §7.2; contract notes §8, HUI's host helpers startForm and
// getInstanceByPks): a data template's row starts its definition's process with the stored record as the form
// data (startForm, 通过bo数据发起流程), and the template asks which instance each of its rows has (getInstanceByPks).
// The instance keeps the record's id as its business key (bpm_instance.business_key); docs/flow.md.
import type { FastifyInstance } from 'fastify';
import { dataKeyOf, isUnderWay, mayStart, startInstance } from '../../engine/engine';
import { FlowError, flowText } from '../../engine/messages';
import type { InstanceRow } from '../../engine/store';
import { readRecord } from '../dataTemplate/store';
import { actorOf, definitionName, mayViewInstance, processContext, requireDefinition, text, type FlowAreaContext } from './shared';

const INSTANCE = '/runtime/instance/v1';
/** Rows a template page asks for at once (its page size is at most this). */
export const MAX_PKS = 500;

const alias = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[\\w-]+$' } as const;

export function registerBusinessRecordRoutes(app: FastifyInstance, context: FlowAreaContext) {
  const { db } = context;

  /** The newest instance (a draft or started) of each record of the business object. */
  const latestInstances = (tenantId: string, boAlias: string, keys: readonly string[]): Map<string, InstanceRow> => {
    const rows = db
      .prepare(`SELECT * FROM bpm_instance WHERE tenant_id = ? AND bo_alias = ? AND business_key IN (${keys.map(() => '?').join(', ')}) ORDER BY create_time, id`)
      .all(tenantId, boAlias, ...keys) as InstanceRow[];
    return new Map(rows.map((row) => [row.business_key!, row]));
  };

  // The original posts with an empty body and everything in the query.
  app.post<{ Querystring: { defId?: string; defKey?: string; businessKey: string; boAlias: string; templateAlias?: string } }>(
    `${INSTANCE}/startForm`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['businessKey', 'boAlias'],
          properties: { defId: text(40), defKey: text(100), businessKey: { ...alias, maxLength: 40 }, boAlias: alias, templateAlias: text(64) },
        },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const { defId, defKey, businessKey, boAlias } = request.query;
      if (!defId && !defKey) throw new FlowError(400, 'definitionRequired');
      const process = await processContext(context, requireDefinition(db, (defId || defKey)!));
      // rights first: a caller who may not start it learns nothing of the records
      if (!mayStart(db, process.definition, actor.userId)) throw new FlowError(403, 'noStartRights');
      if (dataKeyOf(process) !== boAlias) throw new FlowError(400, 'recordNotOfProcess', { boAlias });
      const record = readRecord(db, actor.tenantId, boAlias, businessKey);
      if (!record) throw new FlowError(404, 'recordNotFound');
      const earlier = latestInstances(actor.tenantId, boAlias, [businessKey]).get(businessKey);
      if (earlier && (isUnderWay(earlier) || earlier.status === 'end')) throw new FlowError(400, 'recordAlreadyStarted');
      const instId = startInstance(db, actor, process, { data: { [boAlias]: record }, businessKey });
      return { state: true, message: flowText(actor.lang, 'started'), value: instId };
    },
  );

  // Body: the records' ids (a JSON array). Every id gets an entry (HUI reads each); {} when it has no instance the
  // caller may see. Keys as the original's data-template flow columns.
  app.post<{ Querystring: { boDefAlias: string }; Body: string[] }>(
    `${INSTANCE}/getInstanceByPks`,
    {
      schema: {
        querystring: { type: 'object', required: ['boDefAlias'], properties: { boDefAlias: alias } },
        body: { type: 'array', maxItems: MAX_PKS, items: { type: 'string', maxLength: 40 } },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const keys = [...new Set(request.body.filter(Boolean))];
      const instances = keys.length ? latestInstances(actor.tenantId, request.query.boDefAlias, keys) : new Map<string, InstanceRow>();
      const definitionNames = new Map<string, string>();
      const nameOf = (defId: string) => {
        if (!definitionNames.has(defId)) definitionNames.set(defId, definitionName(requireDefinition(db, defId), actor.lang));
        return definitionNames.get(defId)!;
      };
      const value: Record<string, object> = {};
      for (const key of request.body) {
        const instance = instances.get(key);
        value[key] =
          instance && mayViewInstance(db, actor, instance)
            ? {
                bpm_proc_inst_id_: instance.id,
                bpm_subject_: instance.subject,
                bpm_proc_def_name_: nameOf(instance.def_id),
                bpm_status_: instance.status,
                bpm_create_time_: instance.create_time,
                bpm_end_time_: instance.end_time ?? '',
                bpm_is_forbidden_: instance.is_forbidden,
                bpm_creator_: instance.creator_name,
              }
            : {};
      }
      return { state: true, message: '', value };
    },
  );
}
