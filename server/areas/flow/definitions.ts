// Administration of process definitions (spec §7.3; docs/flow.md "Definition administration"), for
// administrators only: POST /flow/def/v1/listJson (QueryFilter → PageList of definition rows, every status),
// GET /flow/def/v1/getJson?defKey= (one definition with its BPMN, laid out) and
// GET /flow/defAuthorize/v1/getPermissionList?defKey= (who may start it: a bare array of {type, id, name}).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { isAdmin } from '../../db/users';
import { langOf, type Lang } from '../../lib/i18n';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import { FlowError, flowText } from '../../engine/messages';
import { diagramOf, type DefinitionRow } from '../../engine/store';
import { DEFINITION_COLUMNS, definitionDto } from './lists';
import { actorOf, requireDefinition, type FlowAreaContext } from './shared';

const DEF = '/flow/def/v1';
const DEF_AUTHORIZE = '/flow/defAuthorize/v1';
const defKeyQuery = { querystring: { type: 'object', required: ['defKey'], properties: { defKey: { type: 'string', minLength: 1, maxLength: 64 } } } } as const;

/** Who may start a definition: everyone (no start roles), or the holders of its roles; administrators always may. */
export interface StartRight {
  type: 'everyone' | 'role' | 'admin';
  id: string;
  name: string;
}

export function startRightsOf(db: Db, tenantId: string, definition: Pick<DefinitionRow, 'start_roles'>, lang: Lang): StartRight[] {
  if (!definition.start_roles) return [{ type: 'everyone', id: '', name: flowText(lang, 'everyoneMayStart') }];
  const roleName = db.prepare('SELECT name FROM roles WHERE tenant_id = ? AND code = ?');
  const roles = (JSON.parse(definition.start_roles) as string[]).map((code): StartRight => {
    const row = roleName.get(tenantId, code) as { name: string } | undefined;
    return { type: 'role', id: code, name: row?.name ?? code };
  });
  return [...roles, { type: 'admin', id: '', name: flowText(lang, 'administratorsMayStart') }];
}

export function registerDefinitionRoutes(app: FastifyInstance, { db }: FlowAreaContext) {
  const requireAdmin = (request: FastifyRequest) => {
    const actor = actorOf(request, db);
    if (!isAdmin(db, actor.userId)) throw new FlowError(403, 'noDefinitionAdminRights');
    return actor;
  };

  app.post<{ Body: QueryFilter }>(`${DEF}/listJson`, { schema: { body: queryFilterSchema } }, async (request) => {
    requireAdmin(request);
    const lang = langOf(request);
    return queryPage(db, request.body, {
      select: 'd.*',
      from: 'bpm_definition d',
      where: '1 = 1',
      params: [],
      columns: { ...DEFINITION_COLUMNS, status: 'd.status', version: { sql: 'd.version', type: 'number' } },
      defaultOrder: 'd.type_id, d.sn, d.id',
      map: (row: DefinitionRow) => ({ ...definitionDto(row, lang), startRoles: row.start_roles ? (JSON.parse(row.start_roles) as string[]) : [] }),
    });
  });

  app.get<{ Querystring: { defKey: string } }>(`${DEF}/getJson`, { schema: defKeyQuery }, async (request) => {
    requireAdmin(request);
    const definition = requireDefinition(db, request.query.defKey);
    return { ...definitionDto(definition, langOf(request)), bpmnXml: await diagramOf(definition) };
  });

  app.get<{ Querystring: { defKey: string } }>(`${DEF_AUTHORIZE}/getPermissionList`, { schema: defKeyQuery }, async (request) => {
    const actor = requireAdmin(request);
    return startRightsOf(db, actor.tenantId, requireDefinition(db, request.query.defKey), actor.lang);
  });
}
