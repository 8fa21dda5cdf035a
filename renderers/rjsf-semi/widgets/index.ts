import type { RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { CheckboxesWidget, CheckboxWidget, RadioWidget, SwitchWidget } from './choices';
import { NumberWidget, TextareaWidget, TextWidget } from './inputs';
import { lazyWidget, type LazyWidget } from './lazy';

// Heavy widgets load on demand (lazy.tsx); the light ones a typical form is made of are in the main chunk.
const SelectWidget = lazyWidget('SelectWidget', () => import('./select').then((module) => module.SelectWidget));
const DateWidget = lazyWidget('DateWidget', () => import('./dates').then((module) => module.DateWidget));
const TimeWidget = lazyWidget('TimeWidget', () => import('./dates').then((module) => module.TimeWidget));
const DateTimeWidget = lazyWidget('DateTimeWidget', () => import('./dates').then((module) => module.DateTimeWidget));
const UploadWidget = lazyWidget('UploadWidget', () => import('./UploadWidget').then((module) => module.UploadWidget));
const RichTextWidget = lazyWidget('RichTextWidget', () => import('./RichTextWidget').then((module) => module.RichTextWidget));
const UserSelectorWidget = lazyWidget('UserSelectorWidget', () => import('./SelectorWidget').then((module) => module.UserSelectorWidget));
const OrgSelectorWidget = lazyWidget('OrgSelectorWidget', () => import('./SelectorWidget').then((module) => module.OrgSelectorWidget));
const CustomDialogWidget = lazyWidget('CustomDialogWidget', () => import('./SelectorWidget').then((module) => module.CustomDialogWidget));

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
};

/** rjsf's own widget names (TextWidget…, reached through ui:widget 'text', 'select'…) plus ours by ui:widget name. */
export function generateWidgets(): RegistryWidgetsType {
  return {
    TextWidget,
    TextareaWidget,
    UpDownWidget: NumberWidget,
    SelectWidget,
    RadioWidget,
    CheckboxWidget,
    CheckboxesWidget,
    DateWidget,
    TimeWidget,
    DateTimeWidget,
    switch: SwitchWidget,
    datetime: DateTimeWidget,
    upload: UploadWidget,
    richText: RichTextWidget,
    userSelector: UserSelectorWidget,
    orgSelector: OrgSelectorWidget,
    customDialog: CustomDialogWidget,
  };
}

function collectWidgetNames(uiSchema: unknown, names: Set<string>): void {
  if (uiSchema === null || typeof uiSchema !== 'object') return;
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:widget' && typeof value === 'string') names.add(value);
    else collectWidgetNames(value, names);
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
