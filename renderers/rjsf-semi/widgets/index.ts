import type { RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxesWidget, CheckboxWidget, RadioWidget, SwitchWidget } from './choices';
import { NumberWidget, TextareaWidget, TextWidget } from './inputs';
import { CustomDialogWidget, DateTimeWidget, DateWidget, DictionaryWidget, OrgSelectorWidget, RichTextWidget, SelectWidget, SerialNumberWidget, SysTypeWidget, TagWidget, TimeWidget, UploadWidget, UserSelectorWidget } from './lazyWidgets';

export { preloadAllWidgets, preloadWidgets } from './lazyWidgets';

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
    // By name too: the form kind's checkboxes hold comma-joined keys in a string, which rjsf's map would refuse.
    checkboxes: CheckboxesWidget,
    switch: SwitchWidget,
    datetime: DateTimeWidget,
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
}
