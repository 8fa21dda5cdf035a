// The delegation area (spec 02-process §2.3, §3, §6, §7.5–§7.7): a user's agent settings (委托代理), secretaries
// (秘书) and deputies (副职). Every call works on the caller's own records; activeAgentOf (agents.ts) is the
// engine's question "who handles this principal's task now".
import type { FastifyInstance } from 'fastify';
import type { ServerArea } from '../index';
import { registerAgentRoutes } from './agents';
import { registerDeputyRoutes } from './deputies';
import { registerSecretaryRoutes } from './secretaries';
import { SCHEMA, seedDelegation } from './seed';

export const delegationArea: ServerArea = {
  name: 'delegation',
  schema: SCHEMA,
  seed: (db) => seedDelegation(db),
  register(app, { db }) {
    app.register(async (scope: FastifyInstance) => {
      registerAgentRoutes(scope, db);
      registerSecretaryRoutes(scope, db);
      registerDeputyRoutes(scope, db);
    });
  },
};
