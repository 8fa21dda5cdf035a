// The meeting-room area (会议室预约, spec 03-portal §2 /v-boardroomapply; docs/meeting-rooms.md): the tenant's
// rooms, bookings that reviewers approve or reject, and the approved bookings as meetings of the portal's
// meeting lists (asMeetings.ts). Rules: rules.ts; calls: routes.ts; tables and seed: seed.ts.
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from '../../lib/errors';
import type { ServerArea } from '../index';
import { MeetingRoomError, meetingRoomMessage } from './messages';
import { registerMeetingRoomRoutes } from './routes';
import { SCHEMA, seedMeetingRooms } from './seed';

export const meetingRoomsArea: ServerArea = {
  name: 'meetingRooms',
  schema: SCHEMA,
  seed: (db, seedDir) => seedMeetingRooms(db, seedDir),
  register(app, { db }) {
    app.register(async (scope: FastifyInstance) => {
      scope.setErrorHandler((error: FastifyError | MeetingRoomError, request, reply) => {
        if (error instanceof MeetingRoomError) return sendError(reply, error.statusCode, meetingRoomMessage(request, error.key, error.params));
        throw error;
      });
      registerMeetingRoomRoutes(scope, db);
    });
  },
};
