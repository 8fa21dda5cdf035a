// The portal area (spec 03-portal §2–§9, contract notes §2.5, §2.6, §2.13): the home layout and its columns,
// news and announcements, meetings and the meeting board, common systems (apps) and reminders, per tenant.
// Routes: home.ts (layout, columns and the demo column sources), myLayout.ts (saving and removing a personal layout), content.ts (the widgets' data),
// classifiedNews.ts (news by classification), meetings.ts and batch.ts (several calls in one, for the widgets). Tables and seed: seed.ts (also the duty-roster
// and document tables the custom queries dutyRoster and documentList read through the query area). Inner
// messages: server/routes/message.ts.
import type { FastifyInstance } from 'fastify';
import { acceptFormBodyAsText } from '../../lib/rawBody';
import type { ServerArea } from '../index';
import { registerBatchRoutes } from './batch';
import { registerClassifiedNewsRoutes } from './classifiedNews';
import { registerContentRoutes } from './content';
import { registerHomeRoutes } from './home';
import { registerMeetingRoutes } from './meetings';
import { registerMyLayoutRoutes } from './myLayout';
import { SCHEMA, seedPortal } from './seed';

export const portalArea: ServerArea = {
  name: 'portal',
  schema: SCHEMA,
  seed: (db, seedDir) => seedPortal(db, seedDir),
  register(app, { db }) {
    // An encapsulated scope, so that reading form-encoded bodies as raw text (getDatasByAlias) stays in this area.
    app.register(async (scope: FastifyInstance) => {
      acceptFormBodyAsText(scope);
      registerHomeRoutes(scope, db);
      registerMyLayoutRoutes(scope, db);
      registerContentRoutes(scope, db);
      registerClassifiedNewsRoutes(scope, db);
      registerMeetingRoutes(scope, db);
      registerBatchRoutes(scope);
    });
  },
};
