// Tables and demo data of the meeting-room area: the tenant's rooms and their bookings. A booking is one room
// for one day ('yyyy-MM-dd') from start_time to end_time ('HH:mm'), so that text comparison is time order.
// The seed (fixtures/seed/meetingRooms.json) dates its bookings relative to the day of seeding, so "today" and
// "tomorrow" always have some; each table is filled only when it is empty.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { findUserByAccount } from '../../db/users';
import { formatDate } from '../../lib/ids';
import type { SeedText } from '../portal/seed';
import { BOOKING_STATES, type BookingStatus } from './rules';

export const MEETING_ROOMS_SEED_FILE = 'meetingRooms.json';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS portal_meeting_room (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT, location TEXT NOT NULL DEFAULT '', location_en TEXT,
  capacity INTEGER NOT NULL DEFAULT 0, equipment TEXT NOT NULL DEFAULT '', equipment_en TEXT, sn INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS portal_meeting_room_tenant ON portal_meeting_room (tenant_id, sn);
CREATE TABLE IF NOT EXISTS portal_room_booking (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, room_id TEXT NOT NULL REFERENCES portal_meeting_room(id),
  subject TEXT NOT NULL, day TEXT NOT NULL, start_time TEXT NOT NULL, end_time TEXT NOT NULL,
  attendees TEXT NOT NULL DEFAULT '', remark TEXT NOT NULL DEFAULT '', applicant_id TEXT NOT NULL, applicant_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN (${BOOKING_STATES.map((state) => `'${state}'`).join(', ')})),
  review_opinion TEXT NOT NULL DEFAULT '', reviewer_id TEXT, reviewer_name TEXT, create_time TEXT NOT NULL, review_time TEXT
);
CREATE INDEX IF NOT EXISTS portal_room_booking_day ON portal_room_booking (tenant_id, room_id, day);
CREATE INDEX IF NOT EXISTS portal_room_booking_applicant ON portal_room_booking (tenant_id, applicant_id);
`;

interface MeetingRoomsSeed {
  rooms: { id: string; tenant: string; sn: number; capacity: number; name: SeedText; location: SeedText; equipment: SeedText }[];
  bookings: {
    id: string; tenant: string; room: string; account: string; dayOffset: number; start: string; end: string; subject: string;
    attendees: string; remark: string; status: BookingStatus; reviewer?: string; opinion?: string;
  }[];
}

const isEmpty = (db: Db, table: 'portal_meeting_room' | 'portal_room_booking') => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;

export function seedMeetingRooms(db: Db, seedDir: string, today = new Date()): void {
  const path = join(seedDir, MEETING_ROOMS_SEED_FILE);
  // A seed folder without the file (a test's own) leaves the area empty.
  if (!existsSync(path)) return;
  const seed = JSON.parse(readFileSync(path, 'utf8')) as MeetingRoomsSeed;
  const user = (tenant: string, account: string) => {
    const row = findUserByAccount(db, tenant, account);
    if (!row) throw new Error(`meeting-room seed: unknown account ${account} in tenant ${tenant}`);
    return row;
  };
  const dayAfter = (offset: number) => formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  // Bookings were made (and reviewed) the day before the earliest of them.
  const madeAt = (offset: number, time: string) => `${dayAfter(Math.min(offset, 0) - 1)} ${time}:00`;

  db.transaction(() => {
    if (isEmpty(db, 'portal_meeting_room')) {
      const insert = db.prepare(
        `INSERT INTO portal_meeting_room (id, tenant_id, name, name_en, location, location_en, capacity, equipment, equipment_en, sn)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const room of seed.rooms) {
        insert.run(
          room.id, room.tenant, room.name['zh-CN'], room.name['en-US'], room.location['zh-CN'], room.location['en-US'], room.capacity,
          room.equipment['zh-CN'], room.equipment['en-US'], room.sn,
        );
      }
    }
    if (isEmpty(db, 'portal_room_booking')) {
      const insert = db.prepare(
        `INSERT INTO portal_room_booking (id, tenant_id, room_id, subject, day, start_time, end_time, attendees, remark, applicant_id, applicant_name,
           status, review_opinion, reviewer_id, reviewer_name, create_time, review_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const booking of seed.bookings) {
        const applicant = user(booking.tenant, booking.account);
        const reviewer = booking.reviewer ? user(booking.tenant, booking.reviewer) : undefined;
        insert.run(
          booking.id, booking.tenant, booking.room, booking.subject, dayAfter(booking.dayOffset), booking.start, booking.end, booking.attendees,
          booking.remark, applicant.id, applicant.fullname, booking.status, booking.opinion ?? '', reviewer?.id ?? null, reviewer?.fullname ?? null,
          madeAt(booking.dayOffset, '09:00'), reviewer ? madeAt(booking.dayOffset, '15:00') : null,
        );
      }
    }
  })();
}

