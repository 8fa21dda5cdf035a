// Agent settings (委托代理, spec 02-process §3, §7.5): a principal hands the tasks of all processes (agentType 1)
// or of the listed ones (agentType 2) to an agent for a time span. activeAgentOf is what the engine asks when it
// assigns a task.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import { langOf, localized, type Lang } from '../../lib/i18n';
import { newId, nowText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { personName } from '../../engine/store';
import { DelegationError, delegationMessage } from './messages';
import { done, ENABLED_STATES, idsQuerySchema, optionalIdSchema, ownRow, removeOwnRows, requireOtherUser, userIdSchema, type EnabledState, type OwnedTable } from './shared';

const ALL_PROCESSES = 1;
const LISTED_PROCESSES = 2;
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const AGENTS: OwnedTable = { table: 'bpm_agent', owner: 'auth_id', notFound: 'agentNotFound', notOwn: 'agentNotOwn' };

interface AgentRow {
  id: string;
  tenant_id: string;
  auth_id: string;
  auth_name: string;
  agent_id: string;
  agent_name: string;
  start_date: string;
  end_date: string;
  is_enabled: EnabledState;
  agent_type: number;
  subject: string;
  create_time: string;
}

interface AgentDef {
  flowKey: string;
  flowName: string;
}

interface SaveBody {
  id?: string;
  subject: string;
  agentId: string;
  startDate: string;
  endDate: string;
  isEnabled: EnabledState;
  agentType: number;
  agentDefList?: AgentDef[];
}

/**
 * The agent of `userId`'s enabled setting whose [start_date, end_date] holds `now` and that covers `defKey`
 * (all processes, or listed). A setting naming the process wins over an "all processes" one; among equals the
 * newest. An agent who can no longer sign in (disabled, left) takes nothing: the task stays with the principal.
 */
export function activeAgentOf(db: Db, tenantId: string, userId: string, defKey: string, now: string): { id: string; name: string } | undefined {
  return db
    .prepare(
      `SELECT u.id, u.fullname AS name FROM bpm_agent a JOIN users u ON u.id = a.agent_id AND u.tenant_id = a.tenant_id AND u.status = 1
       WHERE a.tenant_id = ? AND a.auth_id = ? AND a.is_enabled = 'enabled' AND a.start_date <= ? AND a.end_date >= ?
         AND (a.agent_type = ${ALL_PROCESSES} OR EXISTS (SELECT 1 FROM bpm_agent_def d WHERE d.agent_setting_id = a.id AND d.flow_key = ?))
       ORDER BY a.agent_type DESC, a.create_time DESC, a.id DESC LIMIT 1`,
    )
    .get(tenantId, userId, now, now, defKey) as { id: string; name: string } | undefined;
}

/** The listed processes of a setting, named in `lang` (the stored name when the definition is gone). */
function definitionsOf(db: Db, settingId: string, lang: Lang): AgentDef[] {
  const rows = db
    .prepare(
      `SELECT g.flow_key, g.flow_name, d.name, d.name_en FROM bpm_agent_def g LEFT JOIN bpm_definition d ON d.def_key = g.flow_key
       WHERE g.agent_setting_id = ? ORDER BY d.sn, g.flow_key`,
    )
    .all(settingId) as { flow_key: string; flow_name: string; name: string | null; name_en: string | null }[];
  return rows.map((row) => ({ flowKey: row.flow_key, flowName: row.name ? localized(lang, row.name, row.name_en) : row.flow_name }));
}

function toDto(db: Db, row: AgentRow, lang: Lang) {
  const definitions = row.agent_type === LISTED_PROCESSES ? definitionsOf(db, row.id, lang) : [];
  return {
    id: row.id,
    authId: row.auth_id,
    authName: row.auth_name,
    agentId: row.agent_id,
    agent: row.agent_name,
    startDate: row.start_date,
    endDate: row.end_date,
    isEnabled: row.is_enabled,
    agentType: row.agent_type,
    subject: row.subject,
    authNames: definitions.map((definition) => definition.flowName).join(','),
    createTime: row.create_time,
  };
}

const saveSchema = {
  body: {
    type: 'object',
    required: ['subject', 'agentId', 'startDate', 'endDate', 'isEnabled', 'agentType'],
    properties: {
      id: optionalIdSchema,
      subject: { type: 'string', minLength: 1, maxLength: 200 },
      agentId: userIdSchema,
      startDate: { type: 'string', pattern: DATE_TIME },
      endDate: { type: 'string', pattern: DATE_TIME },
      isEnabled: { type: 'string', enum: ENABLED_STATES },
      agentType: { type: 'integer', enum: [ALL_PROCESSES, LISTED_PROCESSES] },
      agentDefList: {
        type: 'array',
        maxItems: 200,
        items: { type: 'object', required: ['flowKey'], properties: { flowKey: { type: 'string', minLength: 1, maxLength: 64 }, flowName: { type: 'string', maxLength: 200 } } },
      },
    },
  },
} as const;

export function registerAgentRoutes(app: FastifyInstance, db: Db) {
  const definitionByKey = db.prepare('SELECT def_key, name FROM bpm_definition WHERE def_key = ?');
  const insertDef = db.prepare('INSERT INTO bpm_agent_def (agent_setting_id, flow_key, flow_name) VALUES (?, ?, ?)');

  /**
   * An enabled setting of the caller (other than `exceptId`) overlapping [start, end] on a process both cover;
   * `flowKey` is that process, none when one of the two covers all processes.
   */
  function overlapping(auth: AuthInfo, exceptId: string, start: string, end: string, keys: string[] | 'all'): { other: AgentRow; flowKey?: string } | undefined {
    const others = db
      .prepare(
        `SELECT * FROM bpm_agent WHERE tenant_id = ? AND auth_id = ? AND id <> ? AND is_enabled = 'enabled' AND start_date <= ? AND end_date >= ?
         ORDER BY start_date, id`,
      )
      .all(auth.tenantId, auth.userId, exceptId, end, start) as AgentRow[];
    for (const other of others) {
      if (other.agent_type === ALL_PROCESSES || keys === 'all') return { other };
      const shared = (db.prepare('SELECT flow_key FROM bpm_agent_def WHERE agent_setting_id = ?').all(other.id) as { flow_key: string }[]).find((def) =>
        keys.includes(def.flow_key),
      );
      if (shared) return { other, flowKey: shared.flow_key };
    }
    return undefined;
  }

  app.post<{ Body: QueryFilter; Querystring: { isMgr?: string } }>(
    '/flow/agent/v1/listJson',
    { schema: { body: queryFilterSchema, querystring: { type: 'object', properties: { isMgr: { type: 'string', maxLength: 10 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      const lang = langOf(request);
      // Flowdesk has no administrator page of all settings: every caller sees their own (isMgr=false).
      return queryPage(db, request.body, {
        select: 'a.*',
        from: 'bpm_agent a',
        where: 'a.tenant_id = ? AND a.auth_id = ?',
        params: [auth.tenantId, auth.userId],
        columns: {
          id: 'a.id',
          subject: 'a.subject',
          agent: 'a.agent_name',
          agentId: 'a.agent_id',
          isEnabled: 'a.is_enabled',
          agentType: { sql: 'a.agent_type', type: 'number' },
          startDate: 'a.start_date',
          endDate: 'a.end_date',
          createTime: 'a.create_time',
        },
        defaultOrder: 'a.create_time DESC, a.id DESC',
        map: (row: AgentRow) => toDto(db, row, lang),
      });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/flow/agent/v1/agentGet',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const auth = sessionOf(request);
      const lang = langOf(request);
      const row = ownRow<AgentRow>(db, auth, AGENTS, request.query.id);
      return { ...toDto(db, row, lang), agentDefList: row.agent_type === LISTED_PROCESSES ? definitionsOf(db, row.id, lang) : [] };
    },
  );

  app.post<{ Body: SaveBody }>('/flow/agent/v1/save', { schema: saveSchema }, async (request) => {
    const auth = sessionOf(request);
    const body = request.body;
    const existing = body.id ? ownRow<AgentRow>(db, auth, AGENTS, body.id) : undefined;
    const subject = body.subject.trim();
    if (!subject) throw new DelegationError(400, 'subjectRequired');
    const agent = requireOtherUser(db, auth, body.agentId, 'agentSelf');
    if (body.startDate >= body.endDate) throw new DelegationError(400, 'agentDates');
    // An "all processes" setting keeps no list, whatever was sent.
    const keys = body.agentType === LISTED_PROCESSES ? [...new Set((body.agentDefList ?? []).map((def) => def.flowKey.trim()))] : [];
    if (body.agentType === LISTED_PROCESSES && keys.length === 0) throw new DelegationError(400, 'agentProcessesRequired');
    const definitions = keys.map((key) => {
      const definition = definitionByKey.get(key) as { def_key: string; name: string } | undefined;
      if (!definition) throw new DelegationError(400, 'agentProcessNotFound', { key });
      return definition;
    });

    if (body.isEnabled === 'enabled') {
      const clash = overlapping(auth, existing?.id ?? '', body.startDate, body.endDate, body.agentType === ALL_PROCESSES ? 'all' : keys);
      if (clash) {
        const process = clash.flowKey
          ? (definitionsOf(db, clash.other.id, langOf(request)).find((def) => def.flowKey === clash.flowKey)?.flowName ?? clash.flowKey)
          : delegationMessage(request, 'allProcesses');
        throw new DelegationError(400, 'agentOverlap', { subject: clash.other.subject, process });
      }
    }

    const id = existing?.id ?? newId();
    db.transaction(() => {
      if (existing) {
        db.prepare('UPDATE bpm_agent SET subject = ?, agent_id = ?, agent_name = ?, start_date = ?, end_date = ?, is_enabled = ?, agent_type = ? WHERE id = ?').run(
          subject, agent.id, agent.fullname, body.startDate, body.endDate, body.isEnabled, body.agentType, id,
        );
        db.prepare('DELETE FROM bpm_agent_def WHERE agent_setting_id = ?').run(id);
      } else {
        db.prepare(
          `INSERT INTO bpm_agent (id, tenant_id, auth_id, auth_name, agent_id, agent_name, start_date, end_date, is_enabled, agent_type, subject, create_time)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(id, auth.tenantId, auth.userId, personName(db, auth.tenantId, auth.userId), agent.id, agent.fullname, body.startDate, body.endDate, body.isEnabled, body.agentType, subject, nowText());
      }
      for (const definition of definitions) insertDef.run(id, definition.def_key, definition.name);
    })();
    return done(request, 'saved', id);
  });

  app.delete<{ Querystring: { ids?: string } }>(
    '/flow/agent/v1/remove',
    { schema: idsQuerySchema },
    async (request) => {
      removeOwnRows(db, sessionOf(request), AGENTS, request.query.ids);
      return done(request, 'deleted');
    },
  );
}
