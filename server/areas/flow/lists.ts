// The flow lists (spec 02-process §7.1, §7.2; contract notes §1): QueryFilter in, PageList out.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { langOf } from '../../lib/i18n';
import { nowText } from '../../lib/ids';
import { neverEmptyText, queryFilterSchema, queryPage, type ColumnMap, type CountJoin, type QueryFilter } from '../../lib/queryFilter';
import { isRevocable, mayStart, principalsOf } from '../../engine/engine';
import type { DefinitionRow, InstanceRow, OpinionRow } from '../../engine/store';
import { findDefinition } from '../../engine/store';
import { actorOf, definitionName, instanceDto, INSTANCE_COLUMNS, nodeNamer, openNodeNames, type FlowAreaContext, type NodeNamer } from './shared';

const RUNTIME = '/runtime';
/** A to-do reached as a principal's deputy (engine/deputies.ts) says on whose behalf. */
const onBehalfOf = (principal: { id: string; name: string } | undefined) => (principal ? { onBehalfOfId: principal.id, onBehalfOfName: principal.name } : {});
const listSchema = { schema: { body: queryFilterSchema } };

/**
 * getDoneInstList's `?status=` (contract notes §1: running|end|manualend|cancel|back|revoke|revokeToStart) → the
 * instance statuses it means here; the engine calls an instance sent back to its start `backToStart`.
 */
const DONE_STATUS_FILTER = {
  running: ['running'],
  end: ['end'],
  manualend: ['manualend'],
  cancel: ['cancel'],
  back: ['back'],
  revoke: ['revoke'],
  revokeToStart: ['revokeToStart', 'backToStart'],
} as const satisfies Record<string, readonly string[]>;
type DoneStatusFilter = keyof typeof DONE_STATUS_FILTER;

type TaskListRow = InstanceRow & {
  task_id: string;
  node_id: string;
  task_name: string;
  task_status: string;
  assignee_id: string;
  owner_id: string;
  task_create_time: string;
  locked: number;
  priority: number;
  due_time: string | null;
  def_key: string;
  def_name: string;
  def_name_en: string | null;
  type_id: string;
  assignee_name: string | null;
  owner_name: string | null;
};

const TASK_SELECT = `i.*, t.id AS task_id, t.node_id, t.name AS task_name, t.status AS task_status, t.assignee_id, t.owner_id,
  t.create_time AS task_create_time, t.locked, t.priority, t.due_time, d.def_key, d.name AS def_name, d.name_en AS def_name_en, d.type_id,
  (SELECT fullname FROM users WHERE id = t.assignee_id) AS assignee_name, (SELECT fullname FROM users WHERE id = t.owner_id) AS owner_name`;
export const TASK_FROM = 'bpm_task t JOIN bpm_instance i ON i.id = t.inst_id JOIN bpm_definition d ON d.id = i.def_id';
/** The newest task first (over `t`). */
const TASK_ORDER = 't.create_time DESC, t.id DESC';
// The conditions of the lists, exported for the counters (favourites.ts) so that a count and its list agree.
/** Open tasks of the user in someone else's hands — handed over (转办) or held by their agent — over `t` (bind the user id twice). */
export const DELEGATED_BY = `t.status IN ('DELIVERTO', 'AGENT') AND t.owner_id = ? AND t.assignee_id <> ?`;
/** The user's handled opinions, over `o`. */
export const HANDLED_OPINION_OF = `o.auditor = ? AND o.status NOT IN ('awaiting_check', 'start')`;
/** Circulation records the user has not read yet, over `r`. */
export const UNREAD_BY = 'r.receiver_id = ? AND r.read_time IS NULL';
/**
 * The open nodes of an instance `i`: their ids and (stored) names, in the same order (the aggregate's own ORDER BY:
 * PostgreSQL need not keep a subquery's order).
 */
const OPEN_NODES = `(SELECT group_concat(node_id, ',' ORDER BY node_id, name) FROM (SELECT DISTINCT node_id, name FROM bpm_task WHERE inst_id = i.id) AS open_node) AS task_nodes,
  (SELECT group_concat(name, ',' ORDER BY node_id, name) FROM (SELECT DISTINCT node_id, name FROM bpm_task WHERE inst_id = i.id) AS open_node) AS task_names`;
const TASK_COLUMNS = {
  ...INSTANCE_COLUMNS,
  id: 't.id',
  name: 't.name',
  status: 't.status',
  createTime: neverEmptyText('t.create_time'),
  instStatus: 'i.status',
  assigneeId: 't.assignee_id',
} as const;
/**
 * Open tasks the user may handle — assigned to them, or offered to them while nobody claimed it — over the
 * handler table `h` (engine/schema.ts), whose index holds them in list order (bind the tenant and the user).
 */
export const HANDLER_IS = 'h.tenant_id = ? AND h.user_id = ? AND h.suspended = 0';
/** The handler table, the to-do's driving table, and what its rows join (each adds exactly one row). */
const HANDLER_TABLE = 'bpm_task_handler h';
const HANDLER_JOINS: readonly CountJoin[] = [
  { alias: 't', join: 'JOIN bpm_task t ON t.id = h.task_id' },
  { alias: 'i', join: 'JOIN bpm_instance i ON i.id = h.inst_id' },
  { alias: 'd', join: 'JOIN bpm_definition d ON d.id = i.def_id' },
];
const HANDLER_FROM = [HANDLER_TABLE, ...HANDLER_JOINS.map((join) => join.join)].join(' ');

export function registerListRoutes(app: FastifyInstance, { db }: FlowAreaContext) {
  // The page's candidates and principals in one query each, not one per row (over PostgreSQL each is a round trip).
  const candidatesOfTasks = (taskIds: readonly string[]) => {
    const byTask = new Map<string, { id: string; name: string }[]>();
    if (taskIds.length === 0) return byTask;
    const rows = db
      .prepare('SELECT c.task_id, u.id, u.fullname AS name FROM bpm_task_candidate c JOIN users u ON u.id = c.user_id WHERE c.task_id IN (SELECT value FROM json_each(?)) ORDER BY c.task_id, u.id')
      .all(JSON.stringify(taskIds)) as { task_id: string; id: string; name: string }[];
    for (const { task_id, id, name } of rows) byTask.set(task_id, [...(byTask.get(task_id) ?? []), { id, name }]);
    return byTask;
  };

  interface PageExtras {
    candidates: Map<string, { id: string; name: string }[]>;
    principals: Map<string, { id: string; name: string }>;
  }
  const todoDto = (lang: ReturnType<typeof langOf>, namer: NodeNamer, now: string, { candidates, principals }: PageExtras) => (row: TaskListRow) => ({
    id: row.task_id,
    taskId: row.task_id,
    name: namer(row.def_id, row.node_id, row.task_name),
    subject: row.subject,
    nodeId: row.node_id,
    procInstId: row.id,
    procDefId: row.def_id,
    procDefKey: row.def_key,
    procDefName: definitionName({ name: row.def_name, name_en: row.def_name_en }, lang),
    ownerId: row.owner_id,
    ownerName: row.owner_name ?? '',
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name ?? '',
    status: row.task_status,
    priority: row.priority,
    createTime: row.task_create_time,
    creator: row.creator_name,
    creatorId: row.creator_id,
    instStatus: row.status,
    // the instance is suspended (挂起): the task stays listed but takes no action
    isForbidden: row.is_forbidden ?? 0,
    urgentState: row.urgent_state,
    dueTime: row.due_time ?? '',
    overdue: row.due_time !== null && row.due_time < now,
    typeId: row.type_id,
    isLocked: row.locked,
    supportMobile: 1,
    identityList: row.assignee_id ? [] : (candidates.get(row.task_id) ?? []),
    // reached the caller as a principal's deputy (engine/deputies.ts): on whose behalf
    ...onBehalfOf(principals.get(row.task_id)),
  });

  interface TaskListQuery {
    from: string;
    countFrom: string;
    countJoins?: readonly CountJoin[];
    where: string;
    params: string[];
    columns: ColumnMap;
    defaultOrder: string;
  }
  const taskList = async (request: { body: QueryFilter } & Parameters<typeof langOf>[0], viewerId: string, query: TaskListQuery) => {
    const namer = await nodeNamer(db, langOf(request));
    const page = queryPage(db, request.body, { select: TASK_SELECT, ...query, map: (row: TaskListRow) => row });
    const extras = {
      candidates: candidatesOfTasks(page.rows.filter((row) => !row.assignee_id).map((row) => row.task_id)),
      principals: principalsOf(db, page.rows.map((row) => row.task_id), viewerId),
    };
    return { ...page, rows: page.rows.map(todoDto(langOf(request), namer, nowText(), extras)) };
  };

  // The handler table holds the same order as the task's (create_time, id): sorting by its copy lets the index
  // deliver page 1 without reading the user's other to-dos.
  app.post<{ Body: QueryFilter }>(`${RUNTIME}/task/v1/getTodoList`, listSchema, async (request) => {
    const { tenantId, userId } = actorOf(request, db);
    return taskList(request, userId, {
      from: HANDLER_FROM,
      countFrom: HANDLER_TABLE,
      // a subject filter counts handler rows and their instances only
      countJoins: HANDLER_JOINS,
      where: HANDLER_IS,
      params: [tenantId, userId],
      columns: { ...TASK_COLUMNS, createTime: neverEmptyText('h.create_time') },
      defaultOrder: 'h.create_time DESC, h.task_id DESC',
    });
  });

  // The to-dos of the leaders the caller is secretary of (a task two of them may handle is listed once).
  app.post<{ Body: QueryFilter }>(`${RUNTIME}/task/v1/getLeaderTodoList`, listSchema, async (request) => {
    const { tenantId, userId } = actorOf(request, db);
    return taskList(request, userId, {
      from: TASK_FROM,
      countFrom: 'bpm_task t',
      where: `t.id IN (SELECT h.task_id FROM bpm_task_handler h
        WHERE h.tenant_id = ? AND h.user_id IN (SELECT leader_id FROM secretaries WHERE secretary_id = ?) AND h.suspended = 0)`,
      params: [tenantId, userId],
      columns: TASK_COLUMNS,
      defaultOrder: TASK_ORDER,
    });
  });

  // Open tasks of the caller in someone else's hands: handed over (转办) or held by the caller's agent.
  app.post<{ Body: QueryFilter }>(`${RUNTIME}/task/v1/getDelegate`, listSchema, async (request) => {
    const { tenantId, userId } = actorOf(request, db);
    return taskList(request, userId, {
      from: TASK_FROM,
      countFrom: 'bpm_task t',
      where: `t.tenant_id = ? AND t.suspended = 0 AND ${DELEGATED_BY}`,
      params: [tenantId, userId, userId],
      columns: TASK_COLUMNS,
      defaultOrder: TASK_ORDER,
    });
  });

  type DoneRow = TaskListRow & OpinionRow & { opinion_id: string; opinion_status: string; opinion_seq: number; latest_of_node: number };
  const doneSchema = { schema: { body: queryFilterSchema, querystring: { type: 'object', properties: { status: { type: 'string', enum: Object.keys(DONE_STATUS_FILTER) } } } } };
  app.post<{ Body: QueryFilter; Querystring: { status?: DoneStatusFilter } }>(`${RUNTIME}/instance/v1/getDoneInstList`, doneSchema, async (request) => {
    const actor = actorOf(request, db);
    const statuses = request.query.status ? DONE_STATUS_FILTER[request.query.status] : undefined;
    const lang = langOf(request);
    const namer = await nodeNamer(db, lang);
    return queryPage(db, request.body, {
      select: `i.*, d.def_key, d.name AS def_name, d.name_en AS def_name_en, d.type_id, o.id AS opinion_id, o.task_id, o.task_key, o.task_name,
        o.status AS opinion_status, o.auditor, o.auditor_name, o.complete_time, o.seq AS opinion_seq, o.qualfieds, o.opinion, o.inst_id,
        (SELECT MAX(l.seq) FROM bpm_opinion l WHERE l.inst_id = o.inst_id AND l.task_key = o.task_key AND l.auditor = o.auditor
          AND l.status NOT IN ('awaiting_check', 'start')) AS latest_of_node`,
      from: 'bpm_opinion o JOIN bpm_instance i ON i.id = o.inst_id JOIN bpm_definition d ON d.id = i.def_id',
      countFrom: 'bpm_opinion o',
      where: `o.tenant_id = ? AND ${HANDLED_OPINION_OF}${statuses ? ` AND i.status IN (${statuses.map(() => '?').join(', ')})` : ''}`,
      params: [actor.tenantId, actor.userId, ...(statuses ?? [])],
      columns: { ...INSTANCE_COLUMNS, completeTime: 'o.complete_time', opinionStatus: 'o.status', taskName: 'o.task_name', taskKey: 'o.task_key' },
      defaultOrder: 'o.seq DESC',
      map: (row: DoneRow) => {
        const opinion: OpinionRow = { ...row, id: row.opinion_id, status: row.opinion_status, seq: row.opinion_seq };
        return {
          ...instanceDto(row, lang),
          taskId: row.task_id ?? '',
          taskKey: row.task_key,
          taskName: namer(row.def_id, row.task_key, row.task_name),
          auditor: row.auditor,
          auditorName: row.auditor_name,
          completeTime: row.complete_time,
          opinionStatus: row.opinion_status,
          revoke: row.latest_of_node === row.opinion_seq && isRevocable(db, opinion, row.status),
        };
      },
    });
  });

  app.post<{ Body: QueryFilter }>(`${RUNTIME}/instance/v1/myRequest`, listSchema, async (request) => {
    const actor = actorOf(request, db);
    const lang = langOf(request);
    const namer = await nodeNamer(db, lang);
    return queryPage(db, request.body, {
      select: `i.*, d.def_key, d.name AS def_name, d.name_en AS def_name_en, d.type_id,
        ${OPEN_NODES}`,
      from: 'bpm_instance i JOIN bpm_definition d ON d.id = i.def_id',
      countFrom: 'bpm_instance i',
      where: 'i.tenant_id = ? AND i.creator_id = ?',
      params: [actor.tenantId, actor.userId],
      columns: INSTANCE_COLUMNS,
      defaultOrder: 'i.create_time DESC, i.id DESC',
      map: (row: Parameters<typeof instanceDto>[0] & { task_nodes: string | null }) =>
        instanceDto({ ...row, task_names: openNodeNames(namer, row.def_id, row.task_nodes, row.task_names) }, lang),
    });
  });

  // Circulation records: to read (receiver, unread), read (receiver, read) and sent by the caller.
  type ReadRow = InstanceRow & { read_id: string; node_id: string; node_name: string; sender_name: string; receiver_name: string; read_create_time: string; read_time: string | null; def_key: string; def_name: string; def_name_en: string | null; type_id: string };
  const readList = (path: string, where: string) =>
    app.post<{ Body: QueryFilter }>(`${RUNTIME}/task/v1/${path}`, listSchema, async (request) => {
      const actor = actorOf(request, db);
      const lang = langOf(request);
      const namer = await nodeNamer(db, lang);
      return queryPage(db, request.body, {
        select: `i.*, d.def_key, d.name AS def_name, d.name_en AS def_name_en, d.type_id, r.id AS read_id, r.node_id, r.node_name, r.sender_name,
          r.create_time AS read_create_time, r.read_time, (SELECT fullname FROM users WHERE id = r.receiver_id) AS receiver_name`,
        from: 'bpm_read r JOIN bpm_instance i ON i.id = r.inst_id JOIN bpm_definition d ON d.id = i.def_id',
        countFrom: 'bpm_read r',
        where: `r.tenant_id = ? AND ${where}`,
        params: [actor.tenantId, actor.userId],
        columns: { ...INSTANCE_COLUMNS, createTime: 'r.create_time', readTime: 'r.read_time', nodeName: 'r.node_name' },
        defaultOrder: 'r.create_time DESC, r.id DESC',
        map: (row: ReadRow) => ({
          id: row.read_id,
          procInstId: row.id,
          subject: row.subject,
          procDefName: definitionName({ name: row.def_name, name_en: row.def_name_en }, lang),
          nodeName: namer(row.def_id, row.node_id, row.node_name),
          creator: row.creator_name,
          createTime: row.read_create_time,
          readTime: row.read_time ?? undefined,
          sender: row.sender_name,
          receiver: row.receiver_name ?? '',
          instStatus: row.status,
        }),
      });
    });
  // v-myAddSign: the add-signs the caller started (history rows `addSign`, which keep the held task's id), each
  // pending while one of its signers has not signed.
  type AddSignRow = InstanceRow & { opinion_id: string; task_id: string; task_key: string; task_name: string; qualfieds: string; sign_type: string; opinion: string; complete_time: string; pending: number; def_key: string; def_name: string; def_name_en: string | null; type_id: string };
  app.post<{ Body: QueryFilter }>(`${RUNTIME}/task/v1/myAddSignList`, listSchema, async (request) => {
    const actor = actorOf(request, db);
    const lang = langOf(request);
    const namer = await nodeNamer(db, lang);
    return queryPage(db, request.body, {
      select: `i.*, d.def_key, d.name AS def_name, d.name_en AS def_name_en, d.type_id, o.id AS opinion_id, o.task_id, o.task_key, o.task_name, o.qualfieds,
        o.status AS sign_type, o.opinion, o.complete_time,
        EXISTS (SELECT 1 FROM bpm_task t WHERE t.waiting_for = o.task_id AND t.status = CASE o.status WHEN 'addSign' THEN 'USERADDSIGN' WHEN 'signLine' THEN 'SIGNLINE' WHEN 'signSequence' THEN 'SIGNSEQUENCE' ELSE 'TRANSFORMED' END) AS pending`,
      from: 'bpm_opinion o JOIN bpm_instance i ON i.id = o.inst_id JOIN bpm_definition d ON d.id = i.def_id',
      countFrom: 'bpm_opinion o',
      // pass-ons (transforming) wait for others too; older ones name no task and are left out
      where: "o.tenant_id = ? AND o.auditor = ? AND o.status IN ('addSign', 'signLine', 'signSequence', 'transforming') AND o.task_id IS NOT NULL",
      params: [actor.tenantId, actor.userId],
      columns: { ...INSTANCE_COLUMNS, createTime: 'o.complete_time', nodeName: 'o.task_name' },
      defaultOrder: 'o.seq DESC',
      map: (row: AddSignRow) => ({
        id: row.opinion_id,
        taskId: row.task_id,
        procInstId: row.id,
        subject: row.subject,
        procDefName: definitionName({ name: row.def_name, name_en: row.def_name_en }, lang),
        nodeName: namer(row.def_id, row.task_key, row.task_name),
        signType: row.sign_type,
        signers: (JSON.parse(row.qualfieds) as { name: string }[]).map((person) => person.name).join(','),
        opinion: row.opinion,
        createTime: row.complete_time,
        pending: row.pending === 1,
        instStatus: row.status,
      }),
    });
  });

  readList('getNoticeTodoReadList', UNREAD_BY);
  readList('getNoticeDoneReadList', 'r.receiver_id = ? AND r.read_time IS NOT NULL');
  readList('getMyNoticeReadList', 'r.sender_id = ?');

  // The definitions the caller may start (DefaultBpmDefinition rows).
  app.post<{ Body: QueryFilter }>(`${RUNTIME}/instance/v1/newProcess`, listSchema, async (request) => {
    const actor = actorOf(request, db);
    const lang = langOf(request);
    const startable = startableDefinitionIds(db, actor.userId);
    return queryPage(db, request.body, {
      select: 'd.*',
      from: 'bpm_definition d',
      where: `d.id IN (${startable.map(() => '?').join(', ') || "''"})`,
      params: startable,
      columns: DEFINITION_COLUMNS,
      defaultOrder: 'd.sn, d.id',
      // a secretary may start for the leaders who may start it (spec §2.2 /agentStart/{defId}/{leaderId})
      map: (row: Parameters<typeof definitionDto>[0]) => ({ ...definitionDto(row, lang), leaders: startingLeaders(db, actor.tenantId, actor.userId, findDefinition(db, row.id)!) }),
    });
  });
}

/** The leaders a secretary may start the definition for: those of theirs who may start it themselves. */
export function startingLeaders(db: Db, tenantId: string, secretaryId: string, definition: DefinitionRow): { id: string; name: string }[] {
  const leaders = db
    .prepare('SELECT u.id, u.fullname AS name FROM secretaries s JOIN users u ON u.id = s.leader_id WHERE s.tenant_id = ? AND s.secretary_id = ? ORDER BY u.id')
    .all(tenantId, secretaryId) as { id: string; name: string }[];
  return leaders.filter((leader) => mayStart(db, definition, leader.id));
}

/** Columns a definition list's QueryFilter may name, over `d`. */
export const DEFINITION_COLUMNS = { defId: 'd.id', defKey: 'd.def_key', name: 'd.name', typeId: 'd.type_id', typeName: 'd.type_name', procDefName: 'd.name', subject: 'd.name' } as const;

/** Ids of the deployed definitions the user may start. */
export function startableDefinitionIds(db: Db, userId: string): string[] {
  return (db.prepare("SELECT id FROM bpm_definition WHERE status = 'deploy'").all() as { id: string }[])
    .map((row) => findDefinition(db, row.id)!)
    .filter((definition) => mayStart(db, definition, userId))
    .map((definition) => definition.id);
}

export function definitionDto(
  row: { id: string; def_key: string; name: string; name_en: string | null; description: string | null; status: string; version: number; type_id: string; type_name: string; type_name_en: string | null; type_icon?: string | null },
  lang: ReturnType<typeof langOf>,
) {
  const description = row.description ? (JSON.parse(row.description) as Record<string, string>) : {};
  return {
    defId: row.id,
    id: row.id,
    name: definitionName(row, lang),
    defKey: row.def_key,
    desc: description[lang] ?? description['zh-CN'] ?? '',
    status: row.status,
    version: row.version,
    isMain: 'Y',
    supportMobile: 1,
    typeId: row.type_id,
    typeName: lang === 'en-US' && row.type_name_en ? row.type_name_en : row.type_name,
    // the category's icon as JSON text {icon, color} (spec §3 Category), '' for the default
    typeIcon: row.type_icon ?? '',
  };
}
