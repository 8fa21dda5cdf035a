// The widgets that load on demand (lazy.tsx), and their preloading. Apart from widgets/index.ts, so a form can
// start loading them before the theme itself is in.
import type { UiSchema } from '@rjsf/utils';
import { lazyWidget, type LazyWidget } from './lazy';

export const SelectWidget = lazyWidget('SelectWidget', () => import('./select').then((module) => module.SelectWidget));
export const DateWidget = lazyWidget('DateWidget', () => import('./dates').then((module) => module.DateWidget));
export const TimeWidget = lazyWidget('TimeWidget', () => import('./dates').then((module) => module.TimeWidget));
export const DateTimeWidget = lazyWidget('DateTimeWidget', () => import('./dates').then((module) => module.DateTimeWidget));
export const UploadWidget = lazyWidget('UploadWidget', () => import('./UploadWidget').then((module) => module.UploadWidget));
export const RichTextWidget = lazyWidget('RichTextWidget', () => import('./RichTextWidget').then((module) => module.RichTextWidget));
export const UserSelectorWidget = lazyWidget('UserSelectorWidget', () => import('./SelectorWidget').then((module) => module.UserSelectorWidget));
export const OrgSelectorWidget = lazyWidget('OrgSelectorWidget', () => import('./SelectorWidget').then((module) => module.OrgSelectorWidget));
export const CustomDialogWidget = lazyWidget('CustomDialogWidget', () => import('./SelectorWidget').then((module) => module.CustomDialogWidget));
export const DictionaryWidget = lazyWidget('DictionaryWidget', () => import('./ServiceWidgets').then((module) => module.DictionaryWidget));
export const SysTypeWidget = lazyWidget('SysTypeWidget', () => import('./ServiceWidgets').then((module) => module.SysTypeWidget));
export const TagWidget = lazyWidget('TagWidget', () => import('./ServiceWidgets').then((module) => module.TagWidget));
export const SerialNumberWidget = lazyWidget('SerialNumberWidget', () => import('./ServiceWidgets').then((module) => module.SerialNumberWidget));

/** The lazy widgets by the ui:widget names that reach them (rjsf maps 'select' to SelectWidget and so on). */
const LAZY_BY_UI_NAME: Readonly<Record<string, LazyWidget>> = {
  select: SelectWidget,
  date: DateWidget,
  time: TimeWidget,
  datetime: DateTimeWidget,
  'date-time': DateTimeWidget,
  upload: UploadWidget,
  richText: RichTextWidget,
  userSelector: UserSelectorWidget,
  orgSelector: OrgSelectorWidget,
  customDialog: CustomDialogWidget,
  dictionary: DictionaryWidget,
  sysType: SysTypeWidget,
  tag: TagWidget,
  serialNumber: SerialNumberWidget,
};

function collectWidgetNames(uiSchema: unknown, names: Set<string>): void {
  if (uiSchema === null || typeof uiSchema !== 'object') return;
  const node = uiSchema as Record<string, unknown>;
  // for…in without entry arrays: big forms have thousands of fields (ui:options hold no widgets)
  for (const key in node) {
    const value = node[key];
    if (key === 'ui:widget') {
      if (typeof value === 'string') names.add(value);
    } else if (key !== 'ui:options' && typeof value === 'object' && value !== null) collectWidgetNames(value, names);
  }
}

/** Starts loading the lazy widgets `uiSchema` names, so they are usually in before the form's first paint. */
export function preloadWidgets(uiSchema: UiSchema): Promise<void> {
  const names = new Set<string>();
  collectWidgetNames(uiSchema, names);
  const widgets = new Set([...names].flatMap((name) => LAZY_BY_UI_NAME[name] ?? []));
  return Promise.all([...widgets].map((widget) => widget.preload())).then(() => undefined);
}

/** Loads every lazy widget (tests that render controls synchronously; printing). */
export function preloadAllWidgets(): Promise<void> {
  return Promise.all(Object.values(LAZY_BY_UI_NAME).map((widget) => widget.preload())).then(() => undefined);
}
