// v-boardroomqsh (预约审核): the tenant's bookings for reviewers — pending ones to approve (after a
// confirmation) or reject (with a required opinion), and the reviewed ones. The server refuses everyone
// else (403): the page then says so instead of a list.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TabPane, Tabs, TextArea, Toast } from '@douyinfe/semi-ui-19';
import { ApiError } from '../../api/http';
import { listBookingsToReview, reviewBooking, type RoomBooking } from '../../api/meetingRooms';
import type { FieldSort, QueryField } from '../../api/types';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { ResultPage } from '../../components/ResultPage';
import { ActionDialog } from '../flow/lists/ActionDialog';
import { PagedListBody } from '../flow/lists/PagedListParts';
import { usePagedList } from '../flow/lists/usePagedList';
import { bookingColumns, bookingTime } from './bookingParts';
import { FormField } from './FormField';
import './meetingRooms.css';

export const REVIEW_PAGE_SIZE = 10;
const OPINION_MAX = 500;

type ReviewTab = 'pending' | 'reviewed';

const TAB_FILTERS: Record<ReviewTab, { querys: QueryField[]; sorter: FieldSort[] }> = {
  pending: { querys: [{ property: 'status', value: 'pending', operation: 'EQUAL' }], sorter: [] },
  reviewed: { querys: [{ property: 'status', value: ['approved', 'rejected'], operation: 'IN' }], sorter: [{ property: 'reviewTime', direction: 'DESC' }] },
};

interface Decision {
  booking: RoomBooking;
  approve: boolean;
}

function DecisionDialog({ decision, onDone, onCancel }: { decision: Decision; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('meetingRooms');
  const { booking, approve } = decision;
  const [opinion, setOpinion] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const opinionError = tried && !approve && !opinion.trim() ? t('review.opinionRequired') : undefined;

  const submit = async () => {
    setTried(true);
    if (!approve && !opinion.trim()) return;
    setBusy(true);
    const answer = await reviewBooking({ id: booking.id, approve, opinion: opinion.trim() });
    setBusy(false);
    if (answer.ok) Toast.success({ content: answer.data?.message || t('review.done'), duration: 2 });
    onDone();
  };

  const facts = { subject: booking.subject, applicant: booking.applicantName, room: booking.roomName, time: bookingTime(booking) };
  return (
    <ActionDialog
      title={t(approve ? 'review.approveTitle' : 'review.rejectTitle')}
      submitLabel={t(approve ? 'review.approve' : 'review.reject')}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p>{t(approve ? 'review.approveConfirm' : 'review.rejectWhat', facts)}</p>
      {approve ? null : (
        <FormField label={t('review.opinion')} required error={opinionError}>
          {(control) => (
            <TextArea
              id={control.id}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              aria-required={control['aria-required']}
              value={opinion}
              maxLength={OPINION_MAX}
              rows={3}
              onChange={setOpinion}
            />
          )}
        </FormField>
      )}
    </ActionDialog>
  );
}

function ReviewList({ tab, title }: { tab: ReviewTab; title: string }) {
  const { t, i18n } = useTranslation('meetingRooms');
  const list = usePagedList<RoomBooking>({
    cacheKey: ['meetingRooms:review', tab],
    title,
    load: listBookingsToReview,
    fields: [],
    pageSize: REVIEW_PAGE_SIZE,
    sorter: TAB_FILTERS[tab].sorter,
    fixedQuerys: TAB_FILTERS[tab].querys,
    language: i18n.language,
  });
  const [decision, setDecision] = useState<Decision>();

  if (list.error instanceof ApiError && list.error.result.status === 403) {
    return <ResultPage illustration="noAccess" headingLevel={3} title={t('review.noRights')} description={list.error.message} />;
  }

  const columns = [
    ...bookingColumns(t),
    { title: t('columns.applicant'), dataIndex: 'applicantName', width: 100, render: (_: unknown, row: RoomBooking) => row.applicantName },
    { title: t('columns.created'), dataIndex: 'createTime', width: 170, render: (_: unknown, row: RoomBooking) => row.createTime },
    tab === 'pending'
      ? {
          title: t('columns.actions'),
          dataIndex: 'actions',
          width: 160,
          render: (_: unknown, row: RoomBooking) => (
            <span className="fd-rooms__row-actions">
              <Button size="small" theme="solid" aria-label={t('review.approveRow', { subject: row.subject })} onClick={() => setDecision({ booking: row, approve: true })}>
                {t('review.approve')}
              </Button>
              <Button size="small" aria-label={t('review.rejectRow', { subject: row.subject })} onClick={() => setDecision({ booking: row, approve: false })}>
                {t('review.reject')}
              </Button>
            </span>
          ),
        }
      : { title: t('columns.reviewer'), dataIndex: 'reviewerName', width: 100, render: (_: unknown, row: RoomBooking) => row.reviewerName },
  ];

  return (
    <>
      <PagedListBody
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        footerClassName="fd-rooms__footer"
        texts={{
          loadFailed: t('review.loadFailed'),
          retry: t('retry'),
          loading: t('review.loading'),
          empty: t(tab === 'pending' ? 'review.emptyPending' : 'review.emptyReviewed'),
          emptyFiltered: t(tab === 'pending' ? 'review.emptyPending' : 'review.emptyReviewed'),
          total: t('total', { total: list.total }),
        }}
      />
      {decision ? (
        <DecisionDialog
          decision={decision}
          onCancel={() => setDecision(undefined)}
          onDone={() => {
            setDecision(undefined);
            list.reload();
          }}
        />
      ) : null}
    </>
  );
}

export default function ReviewPage({ title }: MenuPageProps) {
  const { t } = useTranslation('meetingRooms');
  const [tab, setTab] = useState<ReviewTab>('pending');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const tabTitle = t(tab === 'pending' ? 'review.pending' : 'review.reviewed');
  return (
    <div className="fd-rooms">
      <h2>{title}</h2>
      <Tabs type="line" activeKey={tab} onChange={(key) => setTab(key === 'reviewed' ? 'reviewed' : 'pending')}>
        <TabPane itemKey="pending" tab={t('review.pending')} />
        <TabPane itemKey="reviewed" tab={t('review.reviewed')} />
      </Tabs>
      <ReviewList key={tab} tab={tab} title={`${title} · ${tabTitle}`} />
    </div>
  );
}
