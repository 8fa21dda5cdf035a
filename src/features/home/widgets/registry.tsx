// The built-in widgets a column template names by tag (the real product's tags, 03-portal §2). Each widget is
// its own chunk (those of home's first screen share the home chunk, build/chunkGroups.ts); a widget that fails
// shows its error in place while the rest of the column keeps working. A column's widgets start loading as soon
// as its template is known (preloadWidgetsOf), so a widget drawn later renders at once instead of suspending.
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';
import { PartBoundary } from '../../../components/PartBoundary';
import { preloadableLazy, type PreloadableComponent } from '../../../app/lazyChunk';
import { preloadWidgetData, type WidgetCall } from './useWidgetData';

/** What every widget receives: the tag's attributes as the template wrote them. */
export interface WidgetProps {
  attributes: Readonly<Record<string, string>>;
}

type WidgetModule = {
  default: ComponentType<WidgetProps>;
  /**
   * the calls the widget makes first, given its tag's attributes (asked before it is drawn: preloadWidgetDataOf);
   * each module builds them with the same `widgetCall`s its own hook uses
   */
  dataCalls?: (attributes: Readonly<Record<string, string>>) => readonly WidgetCall<unknown>[];
};
const widget = (load: () => Promise<WidgetModule>): PreloadableComponent<WidgetModule> => preloadableLazy(load);

const WIDGETS: Readonly<Record<string, PreloadableComponent<WidgetModule>>> = {
  'home-notice': widget(() => import('./NoticeWidget')),
  'home-news': widget(() => import('./NewsWidget')),
  'home-carousel': widget(() => import('./CarouselWidget')),
  'today-meeting': widget(() => import('./MeetingWidget')),
  'often-system': widget(() => import('./AppsWidget')),
  'culture-image': widget(() => import('./CultureImageWidget')),
  'custom-chart': widget(() => import('./ChartWidget')),
  'duty-roster': widget(() => import('./DutyRosterWidget')),
  'document-list': widget(() => import('./DocumentListWidget')),
  'home-todo': widget(() => import('./HomeTodoWidget')),
  'often-flow': widget(() => import('./OftenFlowWidget')),
  'often-flow-list': widget(() => import('./OftenFlowWidget').then((module) => ({ default: module.OftenFlowListWidget, dataCalls: module.dataCalls }))),
  'home-inst': widget(() => import('./HomeInstWidget')),
  'user-info': widget(() => import('./UserInfoWidget')),
  'home-news-list': widget(() => import('./NewsListWidget')),
};

/** Tags the template sanitizer keeps. */
export const WIDGET_TAGS: readonly string[] = Object.keys(WIDGETS);

/** Widgets whose code is heavy (the chart brings g2plot): loaded only when drawn, not with the template. */
const DRAWN_ONLY = new Set(['custom-chart']);
const PRELOADED_IN_TEMPLATE = new RegExp(`<(${WIDGET_TAGS.filter((tag) => !DRAWN_ONLY.has(tag)).map((tag) => tag.replace(/-/g, '\\-')).join('|')})[\\s/>]`, 'gi');

/**
 * Starts loading the widgets a column template names, when the column's frame is drawn: by the time its body
 * comes near the window the widget is in and draws without suspending (a Suspense fallback delays what any
 * boundary reveals next by up to 300 ms, see preloadableLazy). Those of the first screen are in home's chunk
 * already, so this fetches nothing; a failed load shows when the widget is drawn.
 */
export function preloadWidgetsOf(html: string): void {
  for (const [, tag] of html.matchAll(PRELOADED_IN_TEMPLATE)) void WIDGETS[tag.toLowerCase()]?.preload().catch(() => undefined);
}

/**
 * Asks for the data of the widgets a column template names, as soon as the column's definition is in (home's
 * first load, useColumnDefinition.ts): the calls of every column go out together, in one batch, instead of one
 * batch per render pass once each column's body has rendered. The widgets' hooks then find their data in SWR's
 * cache. The template is only read here (an inert document, nothing runs or loads); what is drawn is the
 * sanitized template, as always. Not the chart widget, whose data comes with its code.
 */
export function preloadWidgetDataOf(html: string, language: string): void {
  const tags = new Set([...html.matchAll(PRELOADED_IN_TEMPLATE)].map(([, tag]) => tag!.toLowerCase()));
  if (tags.size === 0) return;
  const template = new DOMParser().parseFromString(html, 'text/html');
  for (const tag of tags) {
    for (const element of template.querySelectorAll(tag)) {
      const attributes = Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));
      void WIDGETS[tag]!.preload().then((module) => preloadWidgetData(module.dataCalls?.(attributes) ?? [], language), () => undefined);
    }
  }
}

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
