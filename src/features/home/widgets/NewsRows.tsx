// The rows of the announcement and news widgets: title (to /news/{id}) and date.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listNews } from '../../../api/portal';
import { newsWidgetFilter, type NewsFlag } from './newsQuery';
import { useWidgetData } from './useWidgetData';
import { WidgetState } from './WidgetState';

export function NewsRows({ flag }: { flag: NewsFlag }) {
  const { t } = useTranslation('home');
  const { data, error, isLoading } = useWidgetData(`news:${flag}`, () => listNews(newsWidgetFilter(flag), { quiet: true }));
  const rows = data?.rows ?? [];
  return (
    <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t(flag === '1' ? 'noNotices' : 'noNews')}>
      <ul className="fd-home-list">
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={`/news/${encodeURIComponent(row.id)}`}>{row.title}</Link>
            <time dateTime={row.createTime?.slice(0, 10)}>{row.createTime?.slice(0, 10)}</time>
          </li>
        ))}
      </ul>
    </WidgetState>
  );
}
