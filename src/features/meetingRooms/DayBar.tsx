// A picture of a room's day, 08:00 to 20:00, with its bookings as spans. Hidden from assistive technology:
// the chips beside it say the same in words.
import type { RoomOccupancy } from '../../api/meetingRooms';
import { CLOSES_AT, minutesOf, OPENS_AT } from './slots';

const OPEN = minutesOf(OPENS_AT);
const LENGTH = minutesOf(CLOSES_AT) - OPEN;
const percentOf = (time: string) => `${((minutesOf(time) - OPEN) / LENGTH) * 100}%`;
const HOUR_MARKS = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

export function DayBar({ bookings }: { bookings: readonly RoomOccupancy[] }) {
  return (
    <div className="fd-rooms__bar" aria-hidden="true">
      <div className="fd-rooms__bar-track">
        {bookings.map((booking) => (
          <span
            key={booking.id}
            className={`fd-rooms__bar-span fd-rooms__bar-span--${booking.status}`}
            style={{ left: percentOf(booking.startTime), width: `calc(${percentOf(booking.endTime)} - ${percentOf(booking.startTime)})` }}
          />
        ))}
      </div>
      <div className="fd-rooms__bar-marks">
        {HOUR_MARKS.map((mark) => (
          <span key={mark} style={{ left: percentOf(mark) }}>
            {mark.slice(0, 2)}
          </span>
        ))}
      </div>
    </div>
  );
}
