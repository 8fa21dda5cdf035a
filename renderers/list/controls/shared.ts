// What every condition control of the condition form takes, and the value helpers they share.
import type { Locale } from '../../messages';
import type { ConditionValue, ListCondition } from '../conditions';

export interface ControlProps {
  id: string;
  labelId: string;
  label: string;
  condition: ListCondition;
  value: ConditionValue | undefined;
  onChange(value: ConditionValue | undefined): void;
  locale: Locale;
}

export const asText = (value: ConditionValue | undefined): string => (typeof value === 'string' ? value : (value?.[0] ?? ''));
export const asList = (value: ConditionValue | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? (value ? [value] : []) : [...value]);
