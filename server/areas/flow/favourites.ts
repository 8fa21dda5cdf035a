// Favourite (often-used) processes (spec 02-process §3, §5, §7.2, §7.3; contract notes §5) and the caller's
// flow counters for the home user-info card (docs/flow.md "Counts").
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sendError } from '../../lib/errors';
import { newId, nowText } from '../../lib/ids';
import { langOf, translateFrom } from '../../lib/i18n';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { mayStart } from '../../engine/engine';
import { FlowError } from '../../engine/messages';
import { findDefinition } from '../../engine/store';
import { actorOf, text, type FlowAreaContext } from './shared';
import {
  DEFINITION_COLUMNS,
  definitionDto,
  DELEGATED_BY,
  HANDLER_IS,
  HANDLED_OPINION_OF,
  startableDefinitionIds,
  startingLeaders,
  TASK_FROM,
  UNREAD_BY,
} from './lists';

/** The system default list: what a user without favourites of their own has (and gets back by saving none). */
export const DEFAULT_OFTEN_FLOW_KEYS: readonly string[] = ['leave', 'expense', 'purchase'];
/** Spec §9. */
export const MAX_OFTEN_FLOWS = 20;

const TEXTS = {
  saved: ['保存常用流程成功', 'Favourite processes saved.'],
  tooMany: ['最多可添加20个常用流程', 'You can add at most 20 favourite processes.'],
} as const;

type DefinitionDbRow = Parameters<typeof definitionDto>[0];

/** The caller's favourite keys in order: their own rows, else the system default. */
function oftenFlowKeys(db: Db, tenantId: string, userId: string): string[] {
  const own = db.prepare('SELECT def_key FROM bpm_often_flow WHERE tenant_id = ? AND user_id = ? ORDER BY sn, id').all(tenantId, userId) as { def_key: string }[];
  return own.length > 0 ? own.map((row) => row.def_key) : [...DEFAULT_OFTEN_FLOW_KEYS];
}

export function registerFavouriteRoutes(app: FastifyInstance, { db }: FlowAreaContext) {
  const definitionByKey = db.prepare("SELECT * FROM bpm_definition WHERE def_key = ? AND status = 'deploy'");

  app.get('/runtime/instance/v1/getMyOftenFlow', async (request) => {
    const actor = actorOf(request, db);
    const lang = langOf(request);
    const rows = oftenFlowKeys(db, actor.tenantId, actor.userId)
      .map((key) => definitionByKey.get(key) as DefinitionDbRow | undefined)
      .filter((row): row is DefinitionDbRow => row !== undefined)
      .map((row) => {
        const definition = findDefinition(db, row.id)!;
        return { ...definitionDto(row, lang), leaders: startingLeaders(db, actor.tenantId, actor.userId, definition) };
      });
    return { rows, total: rows.length, page: 1, pageSize: MAX_OFTEN_FLOWS };
  });

  app.post<{ Body: QueryFilter }>('/runtime/instance/v1/getHasAuthFlowList', { schema: { body: queryFilterSchema } }, async (request) => {
    const actor = actorOf(request, db);
    const lang = langOf(request);
    const startable = startableDefinitionIds(db, actor.userId);
    const favourites = new Set(oftenFlowKeys(db, actor.tenantId, actor.userId));
    return queryPage(db, request.body, {
      select: 'd.*',
      from: 'bpm_definition d',
      where: `d.id IN (${startable.map(() => '?').join(', ') || "''"})`,
      params: startable,
      // The search matches the name in either language (§5: LIKE on key and name).
      columns: { ...DEFINITION_COLUMNS, name: "d.name || ' ' || COALESCE(d.name_en, '')" },
      defaultOrder: 'd.sn, d.id',
      map: (row: DefinitionDbRow) => ({ ...definitionDto(row, lang), isAdd: favourites.has(row.def_key) }),
    });
  });

  app.post<{ Body: { defKey: string; name?: string }[] }>(
    '/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow',
    {
      schema: {
        body: {
          type: 'array',
          // The 20 limit is checked below so that it gets the spec's sentence; this only bounds the body.
          maxItems: 200,
          items: { type: 'object', required: ['defKey'], properties: { defKey: text(100), name: text(200) } },
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, db);
      const keys = [...new Set(request.body.map((item) => item.defKey))];
      if (keys.length > MAX_OFTEN_FLOWS) return sendError(reply, 400, translateFrom(TEXTS, actor.lang, 'tooMany'));
      for (const key of keys) {
        const definition = findDefinition(db, key);
        if (!definition || definition.def_key !== key) throw new FlowError(400, 'definitionNotFound');
        if (!mayStart(db, definition, actor.userId)) throw new FlowError(403, 'noStartRights');
      }
      const insert = db.prepare('INSERT INTO bpm_often_flow (id, tenant_id, user_id, def_key, sn, create_time) VALUES (?, ?, ?, ?, ?, ?)');
      db.transaction(() => {
        db.prepare('DELETE FROM bpm_often_flow WHERE tenant_id = ? AND user_id = ?').run(actor.tenantId, actor.userId);
        keys.forEach((key, index) => insert.run(newId(), actor.tenantId, actor.userId, key, index + 1, nowText()));
      })();
      return { state: true, message: translateFrom(TEXTS, actor.lang, 'saved') };
    },
  );

  // The counters of the home user-info card, each with the condition of the list it links to.
  app.get('/runtime/task/v1/counts', async (request) => {
    const { tenantId, userId } = actorOf(request, db);
    const count = (sql: string, ...params: string[]) => (db.prepare(sql).get(...params) as { total: number }).total;
    return {
      todo: count(`SELECT COUNT(*) AS total FROM bpm_task_handler h WHERE ${HANDLER_IS}`, tenantId, userId),
      done: count(`SELECT COUNT(DISTINCT o.inst_id) AS total FROM bpm_opinion o WHERE o.tenant_id = ? AND ${HANDLED_OPINION_OF}`, tenantId, userId),
      request: count(`SELECT COUNT(*) AS total FROM bpm_instance i WHERE i.tenant_id = ? AND i.creator_id = ? AND i.status <> 'draft'`, tenantId, userId),
      delegate: count(`SELECT COUNT(*) AS total FROM ${TASK_FROM} WHERE t.tenant_id = ? AND t.suspended = 0 AND ${DELEGATED_BY}`, tenantId, userId, userId),
      toRead: count(`SELECT COUNT(*) AS total FROM bpm_read r WHERE r.tenant_id = ? AND ${UNREAD_BY}`, tenantId, userId),
    };
  });
}
