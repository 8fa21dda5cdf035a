// Administration of the tenant's directory (docs/administration.md): organisations, users, posts, roles, jobs and
// dimensions for the tenant administrator; tenants for the platform administrator.
import { addMissingColumns } from '../../db/database';
import type { ServerArea } from '../index';
import { registerCatalogAdministration } from './catalog';
import { registerOrgAdministration } from './orgs';
import { registerTenantAdministration } from './tenants';
import { registerUserAdministration } from './users';

export const administrationArea: ServerArea = {
  name: 'administration',
  // orgs.status: 1 enabled, 0 disabled (older database files get the column, every org enabled)
  seed: (db) => addMissingColumns(db, 'orgs', { status: 'INTEGER NOT NULL DEFAULT 1' }),
  register(app, { db }) {
    registerOrgAdministration(app, db);
    registerUserAdministration(app, db);
    registerCatalogAdministration(app, db);
    registerTenantAdministration(app, db);
  },
};
