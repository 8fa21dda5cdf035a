// What the booking page's list and the review page share: the status tag, the time text and the table
// columns of a booking.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Tag } from '@douyinfe/semi-ui-19';
import type { BookingStatus, RoomBooking } from '../../api/meetingRooms';

const STATUS_COLORS = { pending: 'orange', approved: 'green', rejected: 'red', cancelled: 'grey' } as const satisfies Record<BookingStatus, string>;

export function StatusTag({ status, t }: { status: BookingStatus; t: TFunction<'meetingRooms'> }) {
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** '2026-05-02 09:00–10:30' */
export const bookingTime = (booking: Pick<RoomBooking, 'day' | 'startTime' | 'endTime'>) => `${booking.day} ${booking.startTime}–${booking.endTime}`;

export interface BookingColumn {
  title: string;
  dataIndex: string;
  width?: number;
  render: (_: unknown, row: RoomBooking) => ReactNode;
}

/** Room, subject, time and status (with a rejection's opinion) of a booking. */
export function bookingColumns(t: TFunction<'meetingRooms'>): BookingColumn[] {
  return [
    { title: t('columns.room'), dataIndex: 'roomName', width: 160, render: (_, row) => row.roomName },
    { title: t('columns.subject'), dataIndex: 'subject', render: (_, row) => row.subject },
    { title: t('columns.time'), dataIndex: 'time', width: 190, render: (_, row) => bookingTime(row) },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 200,
      render: (_, row) => (
        <>
          <StatusTag status={row.status} t={t} />
          {row.status === 'rejected' && row.reviewOpinion ? <p className="fd-rooms__opinion">{t('columns.opinion', { opinion: row.reviewOpinion })}</p> : null}
        </>
      ),
    },
  ];
}
