// /hyskbDetail/{id_} (03-portal §2): one meeting of the board — time, room, host, attendees, status, its
// content (sanitized) and attachments.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { unwrap } from '../../api/http';
import { getMeetingDetail } from '../../api/portal';
import { AttachmentList } from '../../components/AttachmentList';
import { parseAttachments } from '../../components/attachments';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { SafeHtml } from '../../components/SafeHtml';
import './meetings.css';

export default function MeetingDetailPage() {
  const { t, i18n } = useTranslation('meetings');
  const { id = '' } = useParams();
  const { data: meeting, error, isLoading, mutate } = useSWR(['meetings:detail', id, i18n.language] as const, () => unwrap(getMeetingDetail(id, { quiet: true })), { revalidateOnFocus: false });

  useEffect(() => {
    document.title = meeting?.hymc ? t('detailTitle', { name: meeting.hymc }) : t('title');
  }, [t, meeting]);

  if (error) return <LoadFailure error={error} title={t('loadFailed')} notFoundTitle={t('notFound')} retryLabel={t('retry')} onRetry={() => void mutate()} showBack />;
  if (isLoading || !meeting) return <PageLoading text={t('loading')} />;
  const facts: [string, string | undefined][] = [
    [t('start'), meeting.kssj],
    [t('end'), meeting.jssj],
    [t('roomLabel'), meeting.hys],
    [t('hostLabel'), meeting.zcr],
    [t('attendees'), meeting.chry],
    [t('status'), meeting.hyzt],
  ];
  return (
    <article className="fd-meetings-page">
      <h1>{meeting.hymc}</h1>
      <dl className="fd-meetings-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {meeting.hynr && (
        <section aria-label={t('content')}>
          <SafeHtml className="fd-meetings-content" html={meeting.hynr} />
        </section>
      )}
      <AttachmentList title={t('attachmentsTitle')} files={parseAttachments(meeting.fj)} />
    </article>
  );
}
