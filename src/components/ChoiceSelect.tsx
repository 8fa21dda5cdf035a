// Semi Design's Select for the signed-in pages' choice lists, named by a visible label (aria-labelledby) and kept
// valid for assistive technology: Semi leaves aria-controls / aria-activedescendant pointing at the closed popup's
// removed options, which axe refuses, so the references are kept only while their target exists.
import { useRef } from 'react';
import { Select } from '@douyinfe/semi-ui-19';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { useValidPopupReferences } from '../../renderers';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The id a field's visible label carries, given its control's id: a label's `for` cannot name Semi's combobox (a
 * div), so the field components (FormField, FormParts' Field) also give their label this id for `labelledBy`.
 */
export const fieldLabelId = (controlId: string) => `${controlId}-label`;

export interface ChoiceSelectProps {
  /** id of the visible label naming the select */
  labelledBy: string;
  /** the combobox's own id (a field's control id) */
  id?: string;
  /** the field's error state and the ids describing it (FieldControl's aria-*) */
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  options: readonly Choice[];
  /** the chosen value; undefined, or '' where no option has the value '', is none (the placeholder shows) */
  value: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** a search box inside the list, for long lists */
  filter?: boolean;
  className?: string;
}

/** Semi's stand-in for an option valued '' (a "none" choice: no kind, no mail account), which Semi would read as no value. */
const EMPTY_OPTION = '\u0000empty';
const toSemiValue = (value: string) => (value === '' ? EMPTY_OPTION : value);

export function ChoiceSelect({ labelledBy, options, value, onChange, placeholder, disabled, filter = false, className, ...field }: ChoiceSelectProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useValidPopupReferences(wrapper, '[role="combobox"]');
  const chosen = value === undefined || (value === '' && !options.some((option) => option.value === '')) ? undefined : toSemiValue(value);
  return (
    <div ref={wrapper} className={className}>
      <Select
        {...field}
        aria-labelledby={labelledBy}
        arrowIcon={<IconChevronDown aria-hidden="true" />}
        style={{ width: '100%' }}
        optionList={options.map((option) => ({ ...option, value: toSemiValue(option.value) }))}
        value={chosen}
        placeholder={placeholder}
        disabled={disabled}
        filter={filter}
        // no closing animation: a controlled Select reports the choice only when its popup has closed
        motion={false}
        onChange={(next) => onChange(next === EMPTY_OPTION ? '' : String(next ?? ''))}
      />
    </div>
  );
}
