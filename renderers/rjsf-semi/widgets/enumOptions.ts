// Enum options of the choice widgets (select, radio, checkboxes): values are encoded as their index, so any
// JSON value (numbers, booleans) survives the round trip through Semi's string values.
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { joinKeys, splitKeys } from '../valueShapes';

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

interface Choice {
  value: unknown;
  label: string;
}

/**
 * Several keys over a string (the form kind's checkbox and multiple select): the value is the chosen keys
 * comma-joined, the family's shape, and the choices come from ui:options.choices. Undefined for any other field.
 */
export function joinedChoicesOf(props: WidgetProps): { optionList: { label: string; value: string }[]; selected: string[]; valueOf: (indexes: readonly string[]) => string } | undefined {
  const { schema, options, value } = props;
  if (schema.type !== 'string' || !Array.isArray(options.choices)) return undefined;
  const choices = options.choices as Choice[];
  const keys = new Set(splitKeys(value));
  return {
    optionList: choices.map((choice, index) => ({ label: choice.label, value: String(index) })),
    selected: choices.flatMap((choice, index) => (keys.has(String(choice.value)) ? [String(index)] : [])),
    valueOf: (indexes) => joinKeys(indexes.map(Number).sort((a, b) => a - b).map((index) => choices[index]?.value)),
  };
}
