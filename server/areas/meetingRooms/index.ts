// The meeting-room area (会议室预约, spec 03-portal §2 /v-boardroomapply; docs/meeting-rooms.md): the tenant's
// rooms, bookings that reviewers approve or reject, and the approved bookings as meetings of the portal's
// meeting lists (asMeetings.ts). Rules: rules.ts; calls: routes.ts; tables and seed: seed.ts.
import type { FastifyInstance } from 'fastify';
import type { ServerArea } from '../index';
import { registerMeetingRoomRoutes } from './routes';
import { SCHEMA, seedMeetingRooms } from './seed';

export const meetingRoomsArea: ServerArea = {
  name: 'meetingRooms',
  schema: SCHEMA,
  seed: (db, seedDir) => seedMeetingRooms(db, seedDir),
  register(app, { db }) {
    app.register(async (scope: FastifyInstance) => {
      registerMeetingRoomRoutes(scope, db);
    });
  },
};
