// The flow area (spec 02-process; contract notes §1, §2.7, §5): process definitions, instances and tasks of
// the approval engine in server/engine, with the list, task and instance calls of the flow centre.
import type { FastifyInstance } from 'fastify';
import { createEngineTables } from '../../engine/schema';
import { fillNodeNames } from '../../engine/store';
import type { ServerArea } from '../index';
import { createStore } from '../dataTemplate/store';
import { registerBusinessRecordRoutes } from './businessRecords';
import { registerDefinitionRoutes } from './definitions';
import { registerFavouriteRoutes } from './favourites';
import { registerFollowRoutes } from './follow';
import { registerFormManageRoutes } from './formManage';
import { registerInstanceRoutes } from './instances';
import { registerInstanceStateRoutes } from './instanceState';
import { registerListRoutes } from './lists';
import { registerNoticeRoutes } from './notices';
import { registerSavedOpinionRoutes } from './savedOpinions';
import { registerSignUserRoutes } from './signUsers';
import { seedDefinitions, seedDemoInstances } from './seed';
import { registerSuspensionRoutes } from './suspension';
import { registerTaskRoutes } from './tasks';

export const flowArea: ServerArea = {
  name: 'flow',
  schema: createEngineTables,
  seed: (db, seedDir) => seedDefinitions(db, seedDir),
  async seedAfter(db, seedDir) {
    await fillNodeNames(db);
    await seedDemoInstances(db, seedDir);
  },
  register(app, { db, formWire }) {
    const context = { db, forms: createStore(db), formWire };
    app.register(async (scope: FastifyInstance) => {
      registerListRoutes(scope, context);
      registerTaskRoutes(scope, context);
      registerInstanceRoutes(scope, context);
      registerFavouriteRoutes(scope, context);
      registerFollowRoutes(scope, context);
      registerFormManageRoutes(scope, context);
      registerSuspensionRoutes(scope, context);
      registerDefinitionRoutes(scope, context);
      registerNoticeRoutes(scope, context);
      registerSavedOpinionRoutes(scope, context);
      registerSignUserRoutes(scope, context);
      registerBusinessRecordRoutes(scope, context);
      registerInstanceStateRoutes(scope, context);
    });
  },
};
