// The cost-baseline area (成本基线, spec 03-portal §2 /costBaseline; docs/cost-baseline.md): baselines of the
// business projects with versions, cost lines, an operation log and per-baseline permissions. Tables, rules and
// seed: store.ts; calls: routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ServerArea } from '../index';
import { registerFwbRoutes } from './fwb';
import { seedServicePackages } from './fwbStore';
import { registerCostBaselineRoutes } from './routes';
import { SCHEMA, seedCostBaselines } from './store';

export const costBaselineArea: ServerArea = {
  name: 'costBaseline',
  schema: SCHEMA,
  // after business (projects) and workHour (rank costs), which come first in AREAS
  seed: (db) => {
    seedCostBaselines(db);
    seedServicePackages(db);
  },
  register(app, { db }) {
    app.register(async (scope: FastifyInstance) => {
      registerCostBaselineRoutes(scope, db);
      registerFwbRoutes(scope, db);
    });
  },
};
