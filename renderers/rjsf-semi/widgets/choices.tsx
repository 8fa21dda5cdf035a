// Widgets choosing among enum options shown at once (radio, checkboxes) and the boolean ones (checkbox,
// switch). The select is in select.tsx: Semi's Select is heavy and loads on demand.
import { useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Checkbox, CheckboxGroup, Radio, RadioGroup, Switch } from '@douyinfe/semi-ui-19';
import { labelId } from '../context';
import { indexOf, joinedChoicesOf, optionListOf, valueOf } from './enumOptions';
import { controlAria, memoWidget, useInnerInputAttributes } from './shared';

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

/**
 * Checkboxes. Over a string (the form kind's checkbox control) the value is the chosen keys comma-joined, the
 * family's shape, and the choices come from ui:options.choices; over an array (plain rjsf) it is rjsf's enum array.
 */
function CheckboxesControl(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange } = props;
  const joined = joinedChoicesOf(props);
  const optionList = joined ? joined.optionList : optionListOf(props);
  const selected = joined ? joined.selected : indexOf(value ?? [], props, true);
  const change = (next: string[]) => onChange(joined ? joined.valueOf(next) : valueOf(next.map(String), props));
  return (
    // aria-required is not allowed on a group; the label's required mark says it.
    <div role="group" id={id} {...controlAria(props, true)} aria-required={undefined}>
      <CheckboxGroup
        value={Array.isArray(selected) ? selected : []}
        options={optionList}
        disabled={disabled || readonly}
        direction={props.options.inline === false ? 'vertical' : 'horizontal'}
        onChange={(next) => change((next as unknown[]).map(String))}
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
