// Data templates (数据报表) of the reference server: the dataTemplate v1 family of contract notes §2.11 and
// spec §7 over business-object records (bo_data), with drafts and real .xlsx export and import. Templates
// and forms are seeded from fixtures/dataTemplate and fixtures/form, the files replay renders.
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from '../../lib/errors';
import type { ServerArea } from '../index';
import { registerEntryListRoutes } from './entryLists';
import { registerFormRoutes } from './formRoutes';
import { registerListRoutes } from './listRoutes';
import { AreaError } from './messages';
import { createStore, SCHEMA, seedDataTemplates } from './store';
import { registerXlsxRoutes } from './xlsxRoutes';

export const dataTemplateArea: ServerArea = {
  name: 'dataTemplate',
  schema: SCHEMA,
  seed: (db) => seedDataTemplates(db),
  register(app, { db }) {
    const context = { db, store: createStore(db) };
    // An encapsulated scope: its error handler answers this area's refusals and hands the rest to the app's.
    app.register(async (scope: FastifyInstance) => {
      scope.setErrorHandler((error: FastifyError | AreaError, _request, reply) => {
        if (error instanceof AreaError) return sendError(reply, error.statusCode, error.message);
        throw error;
      });
      registerListRoutes(scope, context);
      registerFormRoutes(scope, context);
      registerXlsxRoutes(scope, context);
      registerEntryListRoutes(scope, context);
    });
  },
};
