// The internal mail area (内部邮件, spec 03-portal §2 /v-mail; docs/mail.md): mail between the portal's users
// (every owner keeps their own copy in inbox, sent, drafts or trash) and each user's contacts. Mail accounts
// (SMTP/IMAP, v-settingList) are not part of it yet. Tables: schema.ts; calls: mailRoutes.ts, linkmanRoutes.ts.
import type { FastifyInstance } from 'fastify';
import type { ServerArea } from '../index';
import { registerLinkmanRoutes } from './linkmanRoutes';
import { registerMailRoutes } from './mailRoutes';
import { SCHEMA } from './schema';

export const mailArea: ServerArea = {
  name: 'mail',
  schema: SCHEMA,
  register(app, { db }) {
    app.register(async (scope: FastifyInstance) => {
      registerMailRoutes(scope, db);
      registerLinkmanRoutes(scope, db);
    });
  },
};
