import type { RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget, SwitchWidget } from './choices';
import { DateTimeWidget, DateWidget, TimeWidget } from './dates';
import { NumberWidget, TextareaWidget, TextWidget } from './inputs';
import { RichTextWidget } from './RichTextWidget';
import { CustomDialogWidget, OrgSelectorWidget, UserSelectorWidget } from './SelectorWidget';
import { UploadWidget } from './UploadWidget';

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
