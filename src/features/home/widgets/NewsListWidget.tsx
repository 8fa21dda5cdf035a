// <home-news-list limit="5">: the tenant's news classifications as tabs; each tab lists the newest items of its
// classification still in force (`limit` rows, default 5) with a 'new' tag within 7 days, and a 'more' link to
// the list page of its flag (/newsList/{flag}). A tab asks for its items when it is first opened.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { getClassifiedNews, getNewsClassifications, type NewsClassification } from '../../../api/portal';
import { NewsLinks } from './NewsRows';
import { NEWS_WIDGET_ROWS } from './newsQuery';
import type { WidgetProps } from './registry';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';
import './newsListWidget.css';

/** The most rows getNews answers. */
export const MAX_NEWS_LIST_ROWS = 50;

/** The `limit` attribute as a row count: a whole number, at most 50; anything else gives the widgets' 5. */
export function newsListLimit(attribute: string | undefined): number {
  const limit = Number(attribute);
  if (!attribute?.trim() || !Number.isInteger(limit) || limit < 1) return NEWS_WIDGET_ROWS;
  return Math.min(limit, MAX_NEWS_LIST_ROWS);
}

function ClassifiedNews({ classification, limit }: { classification: NewsClassification; limit: number }) {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useWidgetData(
    widgetCall(`classifiedNews:${classification.id}:${limit}`, () => getClassifiedNews(classification.id, limit, WIDGET_CALL)),
  );
  const rows = data ?? [];
  return (
    <div className="fd-news-class">
      <WidgetState
        isLoading={isLoading}
        error={error}
        empty={rows.length === 0}
        emptyText={t(classification.flag === '1' ? 'noNotices' : 'noNews')}
        onRetry={() => void mutate()}
      >
        <NewsLinks rows={rows} markNew />
      </WidgetState>
      <Link className="fd-news-class-more" to={`/newsList/${classification.flag}`} aria-label={t('moreAbout', { name: classification.name })}>
        {t('more')}
      </Link>
    </div>
  );
}

const CLASSIFICATIONS_CALL = widgetCall('newsClassifications', () => getNewsClassifications(WIDGET_CALL));
/** What the widget asks for first (the classes; each class's news once its tab is drawn), asked before it is drawn. */
export const dataCalls = () => [CLASSIFICATIONS_CALL];

export default function NewsListWidget({ attributes }: WidgetProps) {
  const { t } = useTranslation('home');
  const limit = newsListLimit(attributes.limit);
  const { data, error, isLoading, mutate } = useWidgetData(CLASSIFICATIONS_CALL);
  const classifications = data ?? [];
  const [active, setActive] = useState<string>();
  const activeKey = classifications.some((item) => item.id === active) ? active : classifications[0]?.id;
  return (
    <WidgetState isLoading={isLoading} error={error} empty={classifications.length === 0} emptyText={t('noNewsClasses')} onRetry={() => void mutate()}>
      <Tabs type="line" activeKey={activeKey} onChange={setActive} lazyRender>
        {classifications.map((classification) => (
          <TabPane key={classification.id} itemKey={classification.id} tab={classification.name}>
            <ClassifiedNews classification={classification} limit={limit} />
          </TabPane>
        ))}
      </Tabs>
    </WidgetState>
  );
}
