// The internal mail area (内部邮件, spec 03-portal §2 /v-mail; docs/mail.md): mail between the portal's users
// (every owner keeps their own copy in inbox, sent, drafts or trash), each user's contacts, and each user's mail
// accounts, through which mail goes out by SMTP and comes in from IMAP. Tables: schema.ts; calls: mailRoutes.ts,
// linkmanRoutes.ts, settingRoutes.ts.
import type { FastifyInstance } from 'fastify';
import { addMissingColumns } from '../../db/database';
import type { ServerArea } from '../index';
import { accountStore } from './accounts';
import { registerLinkmanRoutes } from './linkmanRoutes';
import { registerMailRoutes } from './mailRoutes';
import { MAIL_ADDED_COLUMNS, SCHEMA } from './schema';
import { createSecretBox } from './secretBox';
import { registerSettingRoutes } from './settingRoutes';

export const mailArea: ServerArea = {
  name: 'mail',
  schema: SCHEMA,
  seed(db) {
    addMissingColumns(db, 'portal_mail', MAIL_ADDED_COLUMNS);
    db.exec('CREATE INDEX IF NOT EXISTS portal_mail_message ON portal_mail (tenant_id, owner_id, set_id, message_id)');
  },
  register(app, { db }) {
    const box = createSecretBox(db);
    const accounts = accountStore(db, box);
    app.register(async (scope: FastifyInstance) => {
      registerMailRoutes(scope, db, accounts);
      registerLinkmanRoutes(scope, db);
      registerSettingRoutes(scope, db, box, accounts);
    });
  },
};
