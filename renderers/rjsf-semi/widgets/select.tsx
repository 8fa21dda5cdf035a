// The select widget (Semi's Select, loaded on demand: see lazy.tsx).
import { useRef } from 'react';
import { IconChevronDown } from '@douyinfe/semi-icons';
import type { WidgetProps } from '@rjsf/utils';
import { Select } from '@douyinfe/semi-ui-19';
import { translatorOf } from '../context';
import { indexOf, joinedChoicesOf, optionListOf, valueOf } from './enumOptions';
import { controlAria, hasErrors, memoWidget, useValidPopupReferences } from './shared';

function SelectControl(props: WidgetProps) {
  const { id, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, registry } = props;
  // The form kind's multiple select holds comma-joined keys (joinedChoicesOf); plain rjsf's is an enum array.
  const joined = joinedChoicesOf(props);
  const multiple = joined !== undefined || (props.multiple ?? false);
  const optionList = joined ? joined.optionList : optionListOf(props);
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
        value={joined ? joined.selected : indexOf(value, props, multiple)}
        optionList={optionList}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        showClear={!props.required && !readonly && !disabled}
        placeholder={placeholder || t('select.placeholder')}
        validateStatus={hasErrors(props) ? 'error' : 'default'}
        onChange={(next) => onChange(joined ? joined.valueOf(Array.isArray(next) ? next.map(String) : []) : valueOf(next as string | string[] | undefined, props))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...controlAria(props, true)}
      />
    </div>
  );
}

export const SelectWidget = memoWidget(SelectControl);
