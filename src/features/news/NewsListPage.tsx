// /newsList/{type} (03-portal §2): type 0 news, 1 announcements still in force — searchable by title, paged.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Input } from '@douyinfe/semi-ui-19';
import { IconSearch } from '@douyinfe/semi-icons';
import { unwrap } from '../../api/http';
import { listNews } from '../../api/portal';
import type { QueryFilter } from '../../api/types';
import { Pager } from '../../components/Pager';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { newsQuerys, type NewsFlag } from '../home/widgets/newsQuery';
import './news.css';

export const NEWS_PAGE_SIZE = 10;

export function newsListFilter(flag: NewsFlag, title: string, page: number): QueryFilter {
  const querys = newsQuerys(flag);
  if (title) querys.push({ property: 'title', value: title, operation: 'LIKE', relation: 'AND', group: 'main' });
  return { pageBean: { page, pageSize: NEWS_PAGE_SIZE, showTotal: true }, querys, sorter: [{ property: 'createTime', direction: 'DESC' }] };
}

/** `type` from the route (/newsList/{type}) or, inside a menu, from the item (v-newsList 0, v-noticeList 1). */
export default function NewsListPage(props: { type?: string }) {
  const { t, i18n } = useTranslation('news');
  const type = useParams().type ?? props.type;
  const flag: NewsFlag = type === '1' ? '1' : '0';
  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR(['news:list', flag, title, page, i18n.language] as const, () => unwrap(listNews(newsListFilter(flag, title, page), { quiet: true })), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  const heading = t(flag === '1' ? 'notices' : 'news');

  useEffect(() => {
    document.title = heading;
  }, [heading]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setTitle(draft.trim());
    setPage(1);
  };
  const rows = data?.rows ?? [];
  let body;
  if (error) {
    body = <LoadFailure error={error} headingLevel={2} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    body = <PageLoading text={t('loading')} />;
  } else if (rows.length === 0) {
    body = <p className="fd-news-empty">{title ? t('noMatches', { title }) : t(flag === '1' ? 'noNotices' : 'noNews')}</p>;
  } else {
    body = (
      <>
        <ul className="fd-news-list" aria-busy={isLoading}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={`/news/${encodeURIComponent(row.id)}`}>{row.title}</Link>
              {row.titleDescription && <p>{row.titleDescription}</p>}
              <span className="fd-news-meta">
                {(row.createByName || row.drafter) && <span>{row.createByName || row.drafter}</span>}
                {row.createTime && <time dateTime={row.createTime.slice(0, 10)}>{row.createTime.slice(0, 10)}</time>}
              </span>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={Math.max(1, Math.ceil((data?.total ?? 0) / NEWS_PAGE_SIZE))} onPage={setPage} />
      </>
    );
  }
  return (
    <div className="fd-news-page">
      <h1>{heading}</h1>
      <form className="fd-news-search" role="search" onSubmit={search}>
        <Input value={draft} onChange={setDraft} aria-label={t('searchTitle')} placeholder={t('searchTitle')} showClear />
        <Button htmlType="submit" icon={<IconSearch />}>
          {t('search')}
        </Button>
      </form>
      {body}
    </div>
  );
}
