// Approved bookings are meetings: the portal's meeting lists (today's meetings, the meeting board, a meeting's
// page; server/areas/portal/meetings.ts) read them in the columns of portal_meeting, beside its seeded rows.

/**
 * SELECT of the approved bookings as meeting rows: id, tenant_id, hymc, hymc_en, hys, hys_en, day_offset,
 * task_id, zcr, zcr_en, chry, chry_en, hynr, hynr_en, files, kssj, jssj. Its one `?` is today ('yyyy-MM-dd'),
 * from which day_offset is counted. The remark is plain text, escaped into the HTML content (hynr).
 */
export const APPROVED_BOOKINGS_AS_MEETINGS = `SELECT b.id, b.tenant_id, b.subject, NULL, r.name, r.name_en,
    CAST(round(julianday(b.day) - julianday(?)) AS INTEGER), '', b.applicant_name, NULL, b.attendees, NULL,
    CASE WHEN b.remark = '' THEN '' ELSE '<p>' || replace(replace(replace(b.remark, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>' END, NULL,
    '[]', b.day || ' ' || b.start_time || ':00', b.day || ' ' || b.end_time || ':00'
  FROM portal_room_booking b JOIN portal_meeting_room r ON r.id = b.room_id AND r.tenant_id = b.tenant_id
  WHERE b.status = 'approved'`;
