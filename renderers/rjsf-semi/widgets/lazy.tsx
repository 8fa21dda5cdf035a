// Widgets whose Semi controls are heavy (date and time pickers, Select, DOMPurify, upload, selectors) load on
// demand: a form of text fields never downloads them. A form preloads the ones its uiSchema names
// (preloadWidgets) while it builds, so they are usually in before its first paint; a widget still loading
// shows a placeholder of a control's height that says it is busy.
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { lazyComponent, type LazyComponent } from '../../core/lazyComponent';

export type LazyWidget = LazyComponent<WidgetProps>;

export function WidgetPlaceholder() {
  return <div className="fd-rjsf-widget-loading" aria-busy="true" />;
}

export function lazyWidget(name: string, load: () => Promise<ComponentType<WidgetProps>>): LazyWidget {
  return lazyComponent(name, load, WidgetPlaceholder);
}
