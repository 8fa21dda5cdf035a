// The data of the booking page, cached by SWR: the rooms, a day's occupancy, and the refresh of everything a
// booking or a cancellation changes (the occupancy and the caller's list).
import useSWR, { useSWRConfig } from 'swr';
import { unwrap } from '../../api/http';
import { getRoomOccupancy, listMeetingRooms } from '../../api/meetingRooms';

const ROOMS_KEY = 'meetingRooms:rooms';
const OCCUPANCY_KEY = 'meetingRooms:occupancy';
/** The first part of the caller's list's cache key (usePagedList). */
export const MY_BOOKINGS_KEY = 'meetingRooms:mine';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

export function useRooms(language: string) {
  return useSWR([ROOMS_KEY, language] as const, () => unwrap(listMeetingRooms({ quiet: true })), options);
}

export function useOccupancy(day: string) {
  return useSWR([OCCUPANCY_KEY, day] as const, () => unwrap(getRoomOccupancy(day, { quiet: true })), options);
}

/** Reloads every day's occupancy and the caller's bookings. */
export function useRefreshBookings(): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && (key[0] === OCCUPANCY_KEY || key[0] === MY_BOOKINGS_KEY));
}
