// Widgets choosing among enum options (select, radio, checkboxes) and the boolean ones (checkbox, switch).
// Option values are encoded as their index, so any JSON value (numbers, booleans) survives the round trip.
import { useRef } from 'react';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { Checkbox, CheckboxGroup, Radio, RadioGroup, Select, Switch } from '@douyinfe/semi-ui-19';
import { labelId, translatorOf } from '../context';
import { controlAria, hasErrors, memoWidget, useInnerInputAttributes, useValidPopupReferences } from './shared';

function indexOf(value: unknown, props: WidgetProps, multiple: boolean): string | string[] | undefined {
  const index = enumOptionsIndexForValue(value as never, props.options.enumOptions, multiple);
  return index === undefined ? undefined : (index as string | string[]);
}

function valueOf(index: string | string[] | undefined, props: WidgetProps): unknown {
  return enumOptionsValueForIndex(index as never, props.options.enumOptions, props.options.emptyValue);
}

// Cheap to rebuild: the memoized widget renders only when its options or value change.
function optionListOf(props: WidgetProps) {
  const { enumOptions = [], enumDisabled } = props.options;
  const disabledValues: unknown[] = Array.isArray(enumDisabled) ? enumDisabled : [];
  return enumOptions.map((option, index) => ({
    label: option.label,
    value: String(index),
    disabled: disabledValues.includes(option.value),
  }));
}

function SelectControl(props: WidgetProps) {
  const { id, value, multiple = false, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, registry } = props;
  const optionList = optionListOf(props);
  const t = translatorOf(registry);
  const wrapper = useRef<HTMLDivElement>(null);
  useValidPopupReferences(wrapper, '[role="combobox"]');
  return (
    <div ref={wrapper}>
    <Select
      arrowIcon={<IconChevronDown aria-hidden="true" />}
      id={id}
      style={{ width: '100%' }}
      multiple={multiple}
      value={indexOf(value, props, multiple)}
      optionList={optionList}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      showClear={!props.required && !readonly && !disabled}
      placeholder={placeholder || t('select.placeholder')}
      validateStatus={hasErrors(props) ? 'error' : 'default'}
      onChange={(next) => onChange(valueOf(next as string | string[] | undefined, props))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...controlAria(props, true)}
    />
    </div>
  );
}

export const SelectWidget = memoWidget(SelectControl);

function RadioControl(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange } = props;
  const optionList = optionListOf(props);
  return (
    <div role="radiogroup" id={id} {...controlAria(props, true)}>
      <RadioGroup
        name={id}
        value={indexOf(value, props, false) as string | undefined}
        disabled={disabled || readonly}
        direction={props.options.inline === false ? 'vertical' : 'horizontal'}
        onChange={(event) => onChange(valueOf(String(event.target.value), props))}
      >
        {optionList.map((option) => (
          <Radio key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}

export const RadioWidget = memoWidget(RadioControl);

function CheckboxesControl(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange } = props;
  const optionList = optionListOf(props);
  const selected = indexOf(value ?? [], props, true);
  return (
    // aria-required is not allowed on a group; the label's required mark says it.
    <div role="group" id={id} {...controlAria(props, true)} aria-required={undefined}>
      <CheckboxGroup
        value={Array.isArray(selected) ? selected : []}
        options={optionList}
        disabled={disabled || readonly}
        direction={props.options.inline === false ? 'vertical' : 'horizontal'}
        onChange={(next) => onChange(valueOf((next as string[]).map(String), props))}
      />
    </div>
  );
}

export const CheckboxesWidget = memoWidget(CheckboxesControl);

/** A single boolean; the field template leaves the label to the checkbox itself, which shows it beside the box. */
function CheckboxControl(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, label, hideLabel } = props;
  const wrapper = useRef<HTMLSpanElement>(null);
  const aria = controlAria(props);
  useInnerInputAttributes(wrapper, { id, ...aria, ...(hideLabel ? { 'aria-label': label } : {}) });
  return (
    <span ref={wrapper} className="fd-rjsf-checkbox">
      <Checkbox checked={value === true} disabled={disabled || readonly} onChange={(event) => onChange(Boolean(event.target.checked))}>
        {hideLabel ? undefined : (
          <span id={labelId(id)}>
            {label}
            {props.required ? <span className="fd-rjsf-required" aria-hidden="true"> *</span> : null}
          </span>
        )}
      </Checkbox>
    </span>
  );
}

export const CheckboxWidget = memoWidget(CheckboxControl);

function SwitchControl(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange } = props;
  const aria = controlAria(props, true);
  return (
    <Switch
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      onChange={(checked) => onChange(checked)}
      aria-labelledby={aria['aria-labelledby']}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    />
  );
}

export const SwitchWidget = memoWidget(SwitchControl);
