// The rows of the news widgets: title (to /news/{id}) and date, with the 'new' tag where the widget wants it.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listNews, type NewsItem } from '../../../api/portal';
import { isNewDocument, NewMark } from './DocumentListWidget';
import { newsWidgetFilter, type NewsFlag } from './newsQuery';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';
import './newsRows.css';

export function NewsLinks({ rows, markNew = false }: { rows: readonly NewsItem[]; markNew?: boolean }) {
  return (
    <ul className="fd-home-list">
      {rows.map((row) => (
        <li key={row.id}>
          <span className="fd-news-row-title">
            {markNew && isNewDocument(row.createTime) && <NewMark />}
            <Link to={`/news/${encodeURIComponent(row.id)}`}>{row.title}</Link>
          </span>
          <time dateTime={row.createTime?.slice(0, 10)}>{row.createTime?.slice(0, 10)}</time>
        </li>
      ))}
    </ul>
  );
}

/** The news (flag 0) or announcements (1) a widget lists. */
export const newsCall = (flag: NewsFlag) => widgetCall(`news:${flag}`, () => listNews(newsWidgetFilter(flag), WIDGET_CALL));

export function NewsRows({ flag }: { flag: NewsFlag }) {
  const { t } = useTranslation('home');
  const { data, error, isLoading } = useWidgetData(newsCall(flag));
  const rows = data?.rows ?? [];
  return (
    <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t(flag === '1' ? 'noNotices' : 'noNews')}>
      <NewsLinks rows={rows} />
    </WidgetState>
  );
}
