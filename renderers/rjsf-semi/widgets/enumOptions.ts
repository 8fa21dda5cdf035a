// Enum options of the choice widgets (select, radio, checkboxes): values are encoded as their index, so any
// JSON value (numbers, booleans) survives the round trip through Semi's string values.
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';

export function indexOf(value: unknown, props: WidgetProps, multiple: boolean): string | string[] | undefined {
  const index = enumOptionsIndexForValue(value as never, props.options.enumOptions, multiple);
  return index === undefined ? undefined : (index as string | string[]);
}

export function valueOf(index: string | string[] | undefined, props: WidgetProps): unknown {
  return enumOptionsValueForIndex(index as never, props.options.enumOptions, props.options.emptyValue);
}

// Cheap to rebuild: the memoized widget renders only when its options or value change.
export function optionListOf(props: WidgetProps) {
  const { enumOptions = [], enumDisabled } = props.options;
  const disabledValues: unknown[] = Array.isArray(enumDisabled) ? enumDisabled : [];
  return enumOptions.map((option, index) => ({
    label: option.label,
    value: String(index),
    disabled: disabledValues.includes(option.value),
  }));
}
