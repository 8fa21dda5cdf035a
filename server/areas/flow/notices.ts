// Task notices (知会 / 传阅 records, spec 02-process §7.1): one record as a task (getNotice), marking records read
// (noticeTurnDode, 待阅转已阅) and the sender's withdrawal of an unread one (delBpmTaskNoticeById, 撤回). The records
// are bpm_read rows (server/engine/circulation.ts writes them); docs/flow.md "Task notices".
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../db/users';
import { nowText } from '../../lib/ids';
import { FlowError, flowText } from '../../engine/messages';
import { findInstance, opinionsOf, type InstanceRow } from '../../engine/store';
import { dataKeyOf } from '../../engine/engine';
import { opinionDto } from './opinions';
import { signatureAt } from './opinionExtras';
import { actorOf, definitionName, id, nodeNamer, processContext, requireDefinition, text, type FlowAreaContext } from './shared';

const TASK = '/runtime/task/v1';

interface NoticeRow {
  id: string;
  tenant_id: string;
  inst_id: string;
  node_id: string;
  node_name: string;
  sender_id: string;
  sender_name: string;
  receiver_id: string;
  opinion: string;
  create_time: string;
  read_time: string | null;
}

/** Comma-joined record ids of a query: at most 200, each an id. */
const idList = (value: string): string[] => {
  const ids = value.split(',').map((part) => part.trim()).filter(Boolean);
  if (ids.length === 0 || ids.length > 200 || ids.some((part) => !/^[\w-]{1,40}$/.test(part))) throw new FlowError(400, 'readNotFound');
  return ids;
};

export function registerNoticeRoutes(app: FastifyInstance, context: FlowAreaContext) {
  const { db } = context;
  const noticeOf = (tenantId: string, noticeId: string) => db.prepare('SELECT * FROM bpm_read WHERE id = ? AND tenant_id = ?').get(noticeId, tenantId) as NoticeRow | undefined;

  // TaskGetVo of a notice: the record as a COPYTO task of its node, for its receiver, its sender or an administrator.
  app.get<{ Querystring: { id: string } }>(`${TASK}/getNotice`, { schema: { querystring: { type: 'object', required: ['id'], properties: { id, leaderId: text(40) } } } }, async (request) => {
    const actor = actorOf(request, db);
    const notice = noticeOf(actor.tenantId, request.query.id);
    if (!notice) throw new FlowError(404, 'readNotFound');
    if (notice.receiver_id !== actor.userId && notice.sender_id !== actor.userId && !isAdmin(db, actor.userId)) throw new FlowError(403, 'noInstanceRights');
    const instance = findInstance(db, actor.tenantId, notice.inst_id) as InstanceRow;
    const process = await processContext(context, requireDefinition(db, instance.def_id));
    const namer = await nodeNamer(db, actor.lang);
    return {
      bpmTask: {
        id: notice.id,
        taskId: notice.id,
        name: namer(instance.def_id, notice.node_id, notice.node_name),
        subject: instance.subject,
        nodeId: notice.node_id,
        procInstId: instance.id,
        // empty: a notice is no engine task (the original front marks it read when this is empty)
        bpmnInstId: '',
        procDefId: instance.def_id,
        procDefKey: process.definition.def_key,
        procDefName: definitionName(process.definition, actor.lang),
        status: 'COPYTO',
        ownerId: notice.sender_id,
        ownerName: notice.sender_name,
        assigneeId: notice.receiver_id,
        createTime: notice.create_time,
        creator: instance.creator_name,
        creatorId: instance.creator_id,
        instStatus: instance.status,
        isForbidden: instance.is_forbidden,
        opinion: notice.opinion,
        readTime: notice.read_time ?? '',
        isRead: notice.read_time ? 1 : 0,
      },
      bpmIdentities: [],
      opinionList: [opinionsOf(db, instance.id).map((row) => opinionDto(row, namer(instance.def_id, row.task_key, row.task_name), signatureAt(process, row.task_key).isCover))],
      formKey: dataKeyOf(process),
    };
  });

  // 已阅: the receiver moves records from the to-read list to the read list (comma-joined ids, all or nothing).
  app.post<{ Querystring: { taskId: string } }>(`${TASK}/noticeTurnDode`, { schema: { querystring: { type: 'object', required: ['taskId'], properties: { taskId: text(8200) } } } }, async (request) => {
    const actor = actorOf(request, db);
    const ids = idList(request.query.taskId);
    const count = db.transaction(() => {
      const now = nowText();
      const update = db.prepare('UPDATE bpm_read SET read_time = COALESCE(read_time, ?) WHERE id = ? AND tenant_id = ? AND receiver_id = ?');
      for (const noticeId of ids) if (update.run(now, noticeId, actor.tenantId, actor.userId).changes === 0) throw new FlowError(404, 'readNotFound');
      return ids.length;
    })();
    return { state: true, message: flowText(actor.lang, 'noticesRead'), value: count };
  });

  // 撤回: the sender takes back a record its receiver has not read yet (the copyto history row stays).
  app.post<{ Querystring: { id: string } }>(`${TASK}/delBpmTaskNoticeById`, { schema: { querystring: { type: 'object', required: ['id'], properties: { id } } } }, async (request) => {
    const actor = actorOf(request, db);
    db.transaction(() => {
      const notice = noticeOf(actor.tenantId, request.query.id);
      if (!notice) throw new FlowError(404, 'readNotFound');
      if (notice.sender_id !== actor.userId) throw new FlowError(403, 'notNoticeSender');
      if (notice.read_time) throw new FlowError(400, 'noticeAlreadyRead');
      db.prepare('DELETE FROM bpm_read WHERE id = ?').run(notice.id);
    })();
    return { state: true, message: flowText(actor.lang, 'noticeWithdrawn') };
  });
}
