// Feature areas of the reference server (query, dialog, chart, data templates…): each brings its tables, its
// seed and its routes, so that adding an area is adding one folder and one line here.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { AppContext } from '../lib/context';
import { businessArea } from './business';
import { workHourArea } from './workHour';
import { dataTemplateArea } from './dataTemplate';
import { chartArea } from './chart';
import { dialogArea } from './dialog';
import { queryArea } from './query';
import { portalArea } from './portal';
import { sysDataArea } from './sysData';
import { flowArea } from './flow';
import { delegationArea } from './delegation';
import { meetingRoomsArea } from './meetingRooms';
import { contractReviewArea } from './contractReview';
import { mailArea } from './mail';
import { costBaselineArea } from './costBaseline';
import { studioArea } from './studio';
import { directoryArea } from './directory';
import { administrationArea } from './administration';

export interface ServerArea {
  readonly name: string;
  /**
   * DDL run at every start, so it must be idempotent (CREATE TABLE IF NOT EXISTS …); a function where the
   * tables need more than a script (columns added to an older database). Every area's runs before any seed.
   */
  readonly schema?: string | ((db: Db) => void);
  /** Views over other areas' tables, made after every area's tables: PostgreSQL resolves a view's tables when it is made. */
  readonly views?: string;
  /**
   * Runs at every start after the base seed; fills the area's tables only when they are empty, so an
   * existing database file gets a new area's data too.
   */
  seed?(db: Db, seedDir: string): void;
  /** Runs after every area's seed, and may be async; the same rule: fill only what is empty. */
  seedAfter?(db: Db, seedDir: string): Promise<void>;
  register(app: FastifyInstance, context: AppContext): void;
}

export const AREAS: readonly ServerArea[] = [
  businessArea,
  workHourArea,
  dataTemplateArea,
  chartArea,
  dialogArea,
  queryArea,
  portalArea,
  sysDataArea, // after portal: its app menus name portal apps
  flowArea, // after dataTemplate: processes use its forms
  delegationArea, // after flow: agent settings name its processes
  meetingRoomsArea,
  contractReviewArea,
  mailArea,
  costBaselineArea, // after business and workHour: baselines name projects and rank costs
  directoryArea,
  administrationArea, // after directory: new users get their pinyin initials
  studioArea, // reads the definition tables of the areas above
];

/** The tables of `areas`, then their views (a view may read any area's tables). */
export function createAreaTables(db: Db, areas: readonly ServerArea[] = AREAS): void {
  for (const { schema } of areas) {
    if (typeof schema === 'function') schema(db);
    else if (schema) db.exec(schema);
  }
  for (const { views } of areas) if (views) db.exec(views);
}
