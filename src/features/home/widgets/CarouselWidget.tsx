// <home-carousel>: at most five pictures by sn, one every 3000 ms (03-portal §2, §9). It pauses while the
// pointer or the keyboard focus is on it (WCAG 2.2.2), and has previous/next and per-picture buttons.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconChevronLeft, IconChevronRight } from '@douyinfe/semi-icons';
import { listNews } from '../../../api/portal';
import { usePreviewPicture } from '../../../components/usePreviewPicture';
import { carouselFilter } from './newsQuery';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';

/** §9: carousel interval. */
export const CAROUSEL_INTERVAL_MS = 3000;

const CAROUSEL_CALL = widgetCall('carousel', () => listNews(carouselFilter(), WIDGET_CALL));
export const dataCalls = () => [CAROUSEL_CALL];

export default function CarouselWidget() {
  const { t } = useTranslation('home');
  const { data, error, isLoading } = useWidgetData(CAROUSEL_CALL);
  const items = (data?.rows ?? []).filter((item) => item.imgUrl);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const shown = count > 0 ? items[current % count] : undefined;
  const picture = usePreviewPicture(shown?.imgUrl);
  return (
    <WidgetState isLoading={isLoading} error={error} empty={!shown} emptyText={t('noPictures')}>
      {shown && (
        <div
          className="fd-carousel"
          role="group"
          aria-roledescription={t('carousel')}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <Link to={`/news/${encodeURIComponent(shown.id)}`} className="fd-carousel-slide" aria-live={paused ? 'polite' : 'off'}>
            {picture ? <img src={picture} alt="" /> : <span className="fd-carousel-picture" />}
            <span className="fd-carousel-caption">{shown.title}</span>
          </Link>
          {count > 1 && (
            <div className="fd-carousel-controls">
              <button type="button" aria-label={t('previousPicture')} onClick={() => setCurrent((index) => (index - 1 + count) % count)}>
                <IconChevronLeft />
              </button>
              {items.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  className="fd-carousel-dot"
                  aria-label={t('pictureNumber', { number: index + 1, title: item.title })}
                  aria-current={index === current % count}
                  onClick={() => setCurrent(index)}
                />
              ))}
              <button type="button" aria-label={t('nextPicture')} onClick={() => setCurrent((index) => (index + 1) % count)}>
                <IconChevronRight />
              </button>
            </div>
          )}
        </div>
      )}
    </WidgetState>
  );
}
