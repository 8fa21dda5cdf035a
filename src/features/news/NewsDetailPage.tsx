// /news/{newsId} (03-portal §2): a news item or announcement — title, author and date, its sanitized content,
// its attachments; an isUrl item shows its page in a frame instead.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { unwrap } from '../../api/http';
import { getNewsById } from '../../api/portal';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { SafeHtml } from '../../components/SafeHtml';
import { safeHttpUrl } from '../../components/safeUrl';
import { AttachmentList } from '../../components/AttachmentList';
import { parseAttachments } from '../../components/attachments';
import { isUrlNews } from './newsItem';
import './news.css';

/** Height of an outside page's frame when the item does not say. */
const DEFAULT_PAGE_HEIGHT = 800;

export default function NewsDetailPage() {
  const { t, i18n } = useTranslation('news');
  const { newsId = '' } = useParams();
  const { data: news, error, isLoading, mutate } = useSWR(['news:item', newsId, i18n.language] as const, () => unwrap(getNewsById(newsId, { quiet: true })), { revalidateOnFocus: false });

  useEffect(() => {
    document.title = news?.title ? t('documentTitle', { title: news.title }) : t('documentTitleBare');
  }, [t, news]);

  if (error) return <LoadFailure error={error} title={t('loadFailed')} notFoundTitle={t('notFound')} retryLabel={t('retry')} onRetry={() => void mutate()} showBack />;
  if (isLoading || !news) return <PageLoading text={t('loading')} />;
  const files = parseAttachments(news.file);
  const outside = isUrlNews(news.isUrl) ? safeHttpUrl(news.url) : undefined;
  const author = news.createByName || news.drafter;
  return (
    <article className="fd-news-detail">
      <h1>{news.title}</h1>
      <p className="fd-news-meta">
        {author && <span>{t('author', { name: author })}</span>}
        {news.createTime && <time dateTime={news.createTime.slice(0, 10)}>{t('published', { date: news.createTime.slice(0, 16) })}</time>}
      </p>
      {outside ? (
        <iframe className="fd-news-frame" src={outside} title={news.title} style={{ height: Number(news.pageHeight) || DEFAULT_PAGE_HEIGHT }} sandbox="allow-scripts allow-popups allow-forms" />
      ) : (
        <SafeHtml className="fd-news-content" html={news.content ?? ''} />
      )}
      <AttachmentList title={t('attachments')} files={files} />
    </article>
  );
}
