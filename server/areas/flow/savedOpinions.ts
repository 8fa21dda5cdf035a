// Saved opinions (暂存意见, spec 02-process §7.1 "Opinion"): texts a handler keeps to pick again later, beside the
// common phrases (approvalItem). GET getBpmSaveOpinionByTeam?instId=&taskId= answers CommonResult whose `value`
// is the caller's text saved at that task ('' for none, as the original's front reads it) and, Flowdesk's
// addition, `rows`: all of the caller's saved opinions, newest first. POST createBpmSaveOpinion
// {procInstId, taskId, opinion} keeps one; DELETE removeBpmSaveOpinion?ids= (Flowdesk's: the spec names no
// removal) deletes the caller's own. docs/flow.md "Saved opinions".
import type { FastifyInstance } from 'fastify';
import { newId, nowText } from '../../lib/ids';
import { isHandler, isSecretaryOf } from '../../engine/engine';
import { FlowError, flowText } from '../../engine/messages';
import { findTask } from '../../engine/store';
import { actorOf, id, optionalId, text, type FlowAreaContext } from './shared';

const TASK = '/runtime/task/v1';
/** How many saved opinions one user keeps at most. */
export const SAVED_OPINION_LIMIT = 50;
export const SAVED_OPINION_MAX_LENGTH = 2000;

interface SavedOpinionRow {
  id: string;
  inst_id: string | null;
  task_id: string | null;
  opinion: string;
  create_time: string;
}

export function registerSavedOpinionRoutes(app: FastifyInstance, { db }: FlowAreaContext) {
  app.get<{ Querystring: { instId?: string; taskId?: string } }>(
    `${TASK}/getBpmSaveOpinionByTeam`,
    { schema: { querystring: { type: 'object', properties: { instId: optionalId, taskId: optionalId } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const rows = db
        .prepare('SELECT id, inst_id, task_id, opinion, create_time FROM bpm_save_opinion WHERE tenant_id = ? AND user_id = ? ORDER BY create_time DESC, length(id) DESC, id DESC')
        .all(actor.tenantId, actor.userId) as SavedOpinionRow[];
      const { taskId, instId } = request.query;
      const here = taskId ? rows.find((row) => row.task_id === taskId && (!instId || row.inst_id === instId)) : undefined;
      return {
        state: true,
        message: '',
        value: here?.opinion ?? '',
        rows: rows.map((row) => ({ id: row.id, opinion: row.opinion, procInstId: row.inst_id ?? '', taskId: row.task_id ?? '', createTime: row.create_time })),
      };
    },
  );

  // Saved at a task the caller may handle (himself, or as the secretary of `agentLeaderId`); the same text again
  // only moves it to the top.
  app.post<{ Body: { taskId: string; opinion: string; procInstId?: string; agentLeaderId?: string } }>(
    `${TASK}/createBpmSaveOpinion`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['taskId', 'opinion'],
          properties: { taskId: id, opinion: text(SAVED_OPINION_MAX_LENGTH), procInstId: optionalId, agentLeaderId: optionalId },
        },
      },
    },
    async (request) => {
      const actor = actorOf(request, db);
      const opinion = request.body.opinion.trim();
      if (!opinion) throw new FlowError(400, 'savedOpinionEmpty');
      const savedId = db.transaction(() => {
        const task = findTask(db, actor.tenantId, request.body.taskId);
        if (!task) throw new FlowError(404, 'taskNotFound');
        const leaderId = request.body.agentLeaderId;
        const handler = leaderId && leaderId !== '0' && leaderId !== actor.userId ? leaderId : actor.userId;
        if (handler !== actor.userId && !isSecretaryOf(db, actor.userId, handler)) throw new FlowError(403, 'noTaskRights');
        if (!isHandler(db, task, handler)) throw new FlowError(403, 'noTaskRights');
        const existing = db.prepare('SELECT id FROM bpm_save_opinion WHERE tenant_id = ? AND user_id = ? AND opinion = ?').get(actor.tenantId, actor.userId, opinion) as { id: string } | undefined;
        if (existing) {
          db.prepare('UPDATE bpm_save_opinion SET inst_id = ?, task_id = ?, create_time = ? WHERE id = ?').run(task.inst_id, task.id, nowText(), existing.id);
          return existing.id;
        }
        const { count } = db.prepare('SELECT COUNT(*) AS count FROM bpm_save_opinion WHERE tenant_id = ? AND user_id = ?').get(actor.tenantId, actor.userId) as { count: number };
        if (count >= SAVED_OPINION_LIMIT) throw new FlowError(400, 'savedOpinionLimit', { limit: SAVED_OPINION_LIMIT });
        const newSavedId = newId();
        db.prepare('INSERT INTO bpm_save_opinion (id, tenant_id, user_id, inst_id, task_id, opinion, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          newSavedId,
          actor.tenantId,
          actor.userId,
          task.inst_id,
          task.id,
          opinion,
          nowText(),
        );
        return newSavedId;
      })();
      return { state: true, message: flowText(actor.lang, 'savedOpinionSaved'), value: savedId };
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${TASK}/removeBpmSaveOpinion`,
    { schema: { querystring: { type: 'object', required: ['ids'], properties: { ids: text(2100) } } } },
    async (request) => {
      const actor = actorOf(request, db);
      const ids = request.query.ids.split(',').filter(Boolean);
      const removed = db.transaction(() => {
        const remove = db.prepare('DELETE FROM bpm_save_opinion WHERE id = ? AND tenant_id = ? AND user_id = ?');
        // all or nothing: someone else's or an unknown id refuses the whole call
        for (const savedId of ids) if (remove.run(savedId, actor.tenantId, actor.userId).changes === 0) throw new FlowError(404, 'savedOpinionNotFound');
        return ids.length;
      })();
      if (removed === 0) throw new FlowError(404, 'savedOpinionNotFound');
      return { state: true, message: flowText(actor.lang, 'savedOpinionRemoved'), value: removed };
    },
  );
}
