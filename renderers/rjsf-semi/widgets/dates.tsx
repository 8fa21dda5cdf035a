// Date, time and date-time widgets. Values are plain strings in the formats the server stores:
// 'yyyy-MM-dd', 'HH:mm:ss' and 'yyyy-MM-dd HH:mm:ss' (not ISO 8601, so schemas must not use format date-time), or the
// field's own format (ui:options.format, e.g. 'HH:mm') where the picker can honour it.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker, TimePicker } from '@douyinfe/semi-ui-19';
import { pickerFormat } from './dateFormats';
import { controlAria, hasErrors, memoWidget, useInnerInputAttributes } from './shared';


function firstString(text: string | string[] | undefined): string {
  return Array.isArray(text) ? (text[0] ?? '') : (text ?? '');
}

/** What Semi's DatePicker and TimePicker take alike: the string value, state and rjsf's callbacks. */
function pickerProps(props: WidgetProps) {
  const { id, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  return {
    value: typeof value === 'string' && value !== '' ? value : undefined,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    placeholder: placeholder || undefined,
    validateStatus: hasErrors(props) ? ('error' as const) : ('default' as const),
    style: { width: '100%' },
    onChange: (_value: unknown, text: unknown) => onChange(firstString(text as string | string[] | undefined) || options.emptyValue),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}

function makeDateWidget(type: 'date' | 'dateTime') {
  function DateControl(props: WidgetProps) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Semi puts ARIA props on its wrapper div; the typed-in input is what must carry them.
    useInnerInputAttributes(wrapper, { id: props.id, ...controlAria(props, true) });
    return (
      <div ref={wrapper} className="fd-rjsf-date">
        <DatePicker type={type} format={pickerFormat(type === 'date' ? 'date' : 'datetime', props.options.format)} {...pickerProps(props)} />
      </div>
    );
  }
  return memoWidget(DateControl);
}

export const DateWidget = makeDateWidget('date');
export const DateTimeWidget = makeDateWidget('dateTime');

const HEADER_POPUP_STATE = ['aria-expanded', 'aria-haspopup', 'aria-controls', 'tabindex'] as const;

/**
 * Semi's TimePicker wraps its input in a focusable span carrying popup state that a span may not have; the
 * input inside is the control (it opens the panel), so the wrapper is made plain, also after Semi re-renders.
 */
function usePlainTimePickerHeader(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current?.querySelector('.semi-timepicker-header');
    if (!header) return;
    const strip = () => {
      for (const name of HEADER_POPUP_STATE) if (header.hasAttribute(name)) header.removeAttribute(name);
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(header, { attributes: true, attributeFilter: [...HEADER_POPUP_STATE] });
    return () => observer.disconnect();
  });
}

function TimeControl(props: WidgetProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  usePlainTimePickerHeader(wrapper);
  return (
    <div ref={wrapper} className="fd-rjsf-time">
      <TimePicker id={props.id} format={pickerFormat('time', props.options.format)} {...pickerProps(props)} {...controlAria(props, true)} />
    </div>
  );
}

export const TimeWidget = memoWidget(TimeControl);
