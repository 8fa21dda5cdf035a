// Date, time and date-time widgets. Values are plain strings in the formats the server stores:
// 'yyyy-MM-dd', 'HH:mm:ss' and 'yyyy-MM-dd HH:mm:ss' (not ISO 8601, so schemas must not use format date-time).
import { useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker, TimePicker } from '@douyinfe/semi-ui-19';
import { controlAria, hasErrors, memoWidget, useInnerInputAttributes } from './shared';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm:ss';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

function firstString(text: string | string[] | undefined): string {
  return Array.isArray(text) ? (text[0] ?? '') : (text ?? '');
}

function makeDateWidget(type: 'date' | 'dateTime', format: string) {
  function DateControl(props: WidgetProps) {
    const { id, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
    const wrapper = useRef<HTMLDivElement>(null);
    // Semi puts ARIA props on its wrapper div; the typed-in input is what must carry them.
    useInnerInputAttributes(wrapper, { id, ...controlAria(props, true) });
    return (
      <div ref={wrapper} className="fd-rjsf-date">
        <DatePicker
          type={type}
          format={format}
          value={typeof value === 'string' && value !== '' ? value : undefined}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          placeholder={placeholder || undefined}
          validateStatus={hasErrors(props) ? 'error' : 'default'}
          style={{ width: '100%' }}
          onChange={(_date, text) => onChange(firstString(text as string | string[] | undefined) || options.emptyValue)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      </div>
    );
  }
  return memoWidget(DateControl);
}

export const DateWidget = makeDateWidget('date', DATE_FORMAT);
export const DateTimeWidget = makeDateWidget('dateTime', DATE_TIME_FORMAT);

function TimeControl(props: WidgetProps) {
  const { id, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  return (
    <TimePicker
      id={id}
      format={TIME_FORMAT}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      validateStatus={hasErrors(props) ? 'error' : 'default'}
      style={{ width: '100%' }}
      onChange={(_time, text) => onChange(firstString(text as string | string[] | undefined) || options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...controlAria(props, true)}
    />
  );
}

export const TimeWidget = memoWidget(TimeControl);
