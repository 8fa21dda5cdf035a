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

export interface ChoiceSelectProps {
  /** id of the visible label naming the select */
  labelledBy: string;
  options: readonly Choice[];
  /** the chosen value; '' or undefined is none (the placeholder shows) */
  value: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** a search box inside the list, for long lists */
  filter?: boolean;
  className?: string;
}

export function ChoiceSelect({ labelledBy, options, value, onChange, placeholder, disabled, filter = false, className }: ChoiceSelectProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useValidPopupReferences(wrapper, '[role="combobox"]');
  return (
    <div ref={wrapper} className={className}>
      <Select
        aria-labelledby={labelledBy}
        arrowIcon={<IconChevronDown aria-hidden="true" />}
        style={{ width: '100%' }}
        optionList={options.map((option) => ({ ...option }))}
        value={value || undefined}
        placeholder={placeholder}
        disabled={disabled}
        filter={filter}
        // no closing animation: a controlled Select reports the choice only when its popup has closed
        motion={false}
        onChange={(next) => onChange(String(next ?? ''))}
      />
    </div>
  );
}
