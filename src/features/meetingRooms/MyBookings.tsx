// 我的预约: the caller's bookings, latest day first, with their status (a rejection with its opinion) and a
// cancel button, after a confirmation, on those that have not started.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { cancelBooking, listMyBookings, type RoomBooking } from '../../api/meetingRooms';
import { ActionDialog } from '../flow/lists/ActionDialog';
import { PagedListBody } from '../flow/lists/PagedListParts';
import { usePagedList } from '../flow/lists/usePagedList';
import { bookingColumns, bookingTime } from './bookingParts';
import { MY_BOOKINGS_KEY, useRefreshBookings } from './useRoomData';

export const BOOKINGS_PAGE_SIZE = 10;

export function MyBookings({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation('meetingRooms');
  const list = usePagedList<RoomBooking>({
    cacheKey: [MY_BOOKINGS_KEY],
    title: t('mine.title'),
    load: listMyBookings,
    fields: [],
    pageSize: BOOKINGS_PAGE_SIZE,
    sorter: [],
    language: i18n.language,
  });
  const refresh = useRefreshBookings();
  const [cancelling, setCancelling] = useState<RoomBooking>();
  const [busy, setBusy] = useState(false);

  const confirmCancel = async (booking: RoomBooking) => {
    setBusy(true);
    const answer = await cancelBooking(booking.id);
    setBusy(false);
    setCancelling(undefined);
    if (answer.ok) Toast.success({ content: answer.data?.message || t('mine.done'), duration: 2 });
    refresh();
  };

  const columns = [
    ...bookingColumns(t),
    { title: t('columns.created'), dataIndex: 'createTime', width: 170, render: (_: unknown, row: RoomBooking) => row.createTime },
    {
      title: t('columns.actions'),
      dataIndex: 'actions',
      width: 110,
      render: (_: unknown, row: RoomBooking) =>
        row.cancellable ? (
          <Button size="small" aria-label={t('mine.cancelRow', { subject: row.subject })} onClick={() => setCancelling(row)}>
            {t('mine.cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="fd-rooms__mine" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('mine.title')}</h3>
      <PagedListBody
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        footerClassName="fd-rooms__footer"
        texts={{
          loadFailed: t('mine.loadFailed'),
          retry: t('retry'),
          loading: t('mine.loading'),
          empty: t('mine.empty'),
          emptyFiltered: t('mine.empty'),
          total: t('total', { total: list.total }),
        }}
      />
      {cancelling ? (
        <ActionDialog title={t('mine.cancelTitle')} submitLabel={t('mine.cancel')} busy={busy} onSubmit={() => void confirmCancel(cancelling)} onCancel={() => setCancelling(undefined)}>
          <p>{t('mine.cancelConfirm', { subject: cancelling.subject, room: cancelling.roomName, time: bookingTime(cancelling) })}</p>
        </ActionDialog>
      ) : null}
    </section>
  );
}
