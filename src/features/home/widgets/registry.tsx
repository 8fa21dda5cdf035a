// The built-in widgets a column template names by tag (the real product's tags, 03-portal §2). Each widget is
// its own chunk; a widget that fails shows its error in place while the rest of the column keeps working.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';
import { PartBoundary } from '../../../components/PartBoundary';

/** What every widget receives: the tag's attributes as the template wrote them. */
export interface WidgetProps {
  attributes: Readonly<Record<string, string>>;
}

const WIDGETS: Readonly<Record<string, ComponentType<WidgetProps>>> = {
  'home-notice': lazy(() => import('./NoticeWidget')),
  'home-news': lazy(() => import('./NewsWidget')),
  'home-carousel': lazy(() => import('./CarouselWidget')),
  'today-meeting': lazy(() => import('./MeetingWidget')),
  'often-system': lazy(() => import('./AppsWidget')),
  'culture-image': lazy(() => import('./CultureImageWidget')),
  'custom-chart': lazy(() => import('./ChartWidget')),
  'duty-roster': lazy(() => import('./DutyRosterWidget')),
  'document-list': lazy(() => import('./DocumentListWidget')),
  'home-todo': lazy(() => import('./HomeTodoWidget')),
  'often-flow': lazy(() => import('./OftenFlowWidget')),
  'often-flow-list': lazy(() => import('./OftenFlowWidget').then((module) => ({ default: module.OftenFlowListWidget }))),
  'home-inst': lazy(() => import('./HomeInstWidget')),
  'user-info': lazy(() => import('./UserInfoWidget')),
  'home-news-list': lazy(() => import('./NewsListWidget')),
};

/** Tags the template sanitizer keeps. */
export const WIDGET_TAGS: readonly string[] = Object.keys(WIDGETS);

export function WidgetSlot({ tag, attributes }: { tag: string; attributes: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('home');
  const Widget = WIDGETS[tag];
  if (!Widget) return <p className="fd-home-empty">{t('widgetNotAvailable', { tag })}</p>;
  return (
    <PartBoundary>
      <Suspense fallback={<Spin size="small" aria-label={t('loading')} />}>
        <Widget attributes={attributes} />
      </Suspense>
    </PartBoundary>
  );
}
