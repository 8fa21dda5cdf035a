// v-boardroomscgj (会议室申请): the rooms on a chosen day (today by default, no past days) with that day's
// bookings in words and as a day bar, a booking form per room, and the caller's own bookings below.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import type { MeetingRoom, RoomOccupancy } from '../../api/meetingRooms';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import { useKeptDialog } from '../../components/keptInput';
import { BookingDialog } from './BookingDialog';
import { currentTime } from './clock';
import { DayBar } from './DayBar';
import { DayPicker } from './DayPicker';
import { MyBookings } from './MyBookings';
import { dayText } from './slots';
import { useOccupancy, useRefreshBookings, useRooms } from './useRoomData';
import './meetingRooms.css';

function RoomCard({ room, bookings, onBook }: { room: MeetingRoom; bookings: readonly RoomOccupancy[]; onBook: () => void }) {
  const { t } = useTranslation('meetingRooms');
  const headingId = useId();
  return (
    <li className="fd-rooms__room" aria-labelledby={headingId}>
      <div className="fd-rooms__room-head">
        <h4 id={headingId}>{room.name}</h4>
        <Button theme="solid" aria-label={t('book.bookRoom', { room: room.name })} onClick={onBook}>
          {t('book.book')}
        </Button>
      </div>
      <dl className="fd-rooms__facts">
        <div>
          <dt>{t('book.location')}</dt>
          <dd>{room.location}</dd>
        </div>
        <div>
          <dt>{t('book.capacity')}</dt>
          <dd>{t('book.people', { count: room.capacity })}</dd>
        </div>
        <div>
          <dt>{t('book.equipment')}</dt>
          <dd>{room.equipment || '—'}</dd>
        </div>
      </dl>
      <DayBar bookings={bookings} />
      {bookings.length > 0 ? (
        <ul className="fd-rooms__chips" aria-label={t('book.bookingsOf', { room: room.name })}>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <Tag color={booking.status === 'approved' ? 'blue' : 'orange'}>
                {t('book.chip', { start: booking.startTime, end: booking.endTime, subject: booking.subject, status: t(`status.${booking.status}`) })}
              </Tag>
            </li>
          ))}
        </ul>
      ) : (
        <p className="fd-rooms__free">{t('book.free')}</p>
      )}
    </li>
  );
}

export default function BookRoomPage({ title }: MenuPageProps) {
  const { t, i18n } = useTranslation('meetingRooms');
  const [day, setDay] = useState(() => dayText(currentTime()));
  // The open booking form (its room's id and the draft) survives the language switch's reload; the room is
  // looked up again, so that its name follows the new language.
  const booking = useKeptDialog<string>('meetingRooms:booking');
  const rooms = useRooms(i18n.language);
  const occupancy = useOccupancy(day);
  const refresh = useRefreshBookings();
  const dayId = useId();
  const roomsHeadingId = useId();
  const mineHeadingId = useId();

  useEffect(() => {
    document.title = title;
  }, [title]);

  const bookedRoom = rooms.data?.find((room) => room.id === booking.subject);
  const error = rooms.error ?? occupancy.error;
  let body;
  if (error) {
    body = (
      <LoadFailure
        error={error}
        headingLevel={3}
        title={t('book.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => {
          void rooms.mutate();
          void occupancy.mutate();
        }}
      />
    );
  } else if (!rooms.data || !occupancy.data) {
    body = <PageLoading text={t('book.loading')} />;
  } else if (rooms.data.length === 0) {
    body = <ResultPage illustration="noContent" headingLevel={3} title={t('book.noRooms')} />;
  } else {
    const bookings = occupancy.data;
    body = (
      <ul className="fd-rooms__list" aria-busy={occupancy.isValidating || undefined}>
        {rooms.data.map((room) => (
          <RoomCard key={room.id} room={room} bookings={bookings.filter((item) => item.roomId === room.id)} onBook={() => booking.open(room.id)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="fd-rooms">
      <h2>{title}</h2>
      <section aria-labelledby={roomsHeadingId}>
        <div className="fd-rooms__toolbar">
          <h3 id={roomsHeadingId}>{t('book.rooms')}</h3>
          <label htmlFor={dayId}>{t('book.day')}</label>
          <DayPicker id={dayId} value={day} onChange={setDay} />
        </div>
        {body}
      </section>
      <MyBookings headingId={mineHeadingId} />
      {bookedRoom ? (
        <BookingDialog
          room={bookedRoom}
          day={day}
          keeper={booking.keeper}
          restored={booking.restored}
          onClose={booking.close}
          onBooked={() => {
            booking.close();
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
