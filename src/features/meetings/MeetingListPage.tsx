// /meetingList/{type} (03-portal §2; the 'more' of today's meetings): the meeting board — type 0 today and
// later, 1 earlier — ten a page; a meeting opens /hyskbDetail/{id_}.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { unwrap } from '../../api/http';
import { listMeetingBoard, type MeetingBoardType } from '../../api/portal';
import { Pager } from '../../components/Pager';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import './meetings.css';

export const MEETING_PAGE_SIZE = 10;

export default function MeetingListPage() {
  const { t, i18n } = useTranslation('meetings');
  const navigate = useNavigate();
  const type: MeetingBoardType = useParams().type === '1' ? '1' : '0';
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR(['meetings:board', type, page, i18n.language] as const, () => unwrap(listMeetingBoard(type, page, MEETING_PAGE_SIZE, { quiet: true })), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });

  useEffect(() => {
    document.title = t('title');
  }, [t]);
  useEffect(() => setPage(1), [type]);

  const rows = data?.rows ?? [];
  let body;
  if (error) {
    body = <LoadFailure error={error} headingLevel={2} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    body = <PageLoading text={t('loading')} />;
  } else if (rows.length === 0) {
    body = <p className="fd-meetings-empty">{t(type === '0' ? 'noUpcoming' : 'noPast')}</p>;
  } else {
    body = (
      <>
        <ul className="fd-meetings-list" aria-busy={isLoading}>
          {rows.map((row) => (
            <li key={row.id_}>
              <Link to={`/hyskbDetail/${encodeURIComponent(row.id_)}`}>{row.hymc}</Link>
              <span className="fd-meetings-meta">
                <time dateTime={row.kssj}>{row.jssj ? t('timeRange', { start: row.kssj.slice(0, 16), end: row.jssj.slice(11, 16) }) : row.kssj.slice(0, 16)}</time>
                {row.hys && <span>{t('room', { room: row.hys })}</span>}
                {row.zcr && <span>{t('host', { name: row.zcr })}</span>}
                {row.hyzt && <span>{row.hyzt}</span>}
              </span>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={Math.max(1, Math.ceil((data?.total ?? 0) / MEETING_PAGE_SIZE))} onPage={setPage} />
      </>
    );
  }
  return (
    <div className="fd-meetings-page">
      <h1>{t('title')}</h1>
      <Tabs type="line" activeKey={type} onChange={(key) => navigate(`/meetingList/${key}`)}>
        <TabPane itemKey="0" tab={t('upcoming')} />
        <TabPane itemKey="1" tab={t('past')} />
      </Tabs>
      {body}
    </div>
  );
}
