// Text-like widgets: the base input (text, email, url, password…), textarea and number.
import { type ComponentType, useCallback, useEffect, useRef, useState, useTransition, type FocusEvent, type KeyboardEvent } from 'react';
import { getInputProps, type BaseInputTemplateProps, type WidgetProps } from '@rjsf/utils';
import { Input, InputNumber, TextArea } from '@douyinfe/semi-ui-19';
import { formatForDisplay, hasDisplayFormat, type DisplayOptions } from '../../format/display';
import { controlAria, hasErrors, memoWidget, textareaRows } from './shared';

function emptyAs(value: string, options: WidgetProps['options']): unknown {
  return value === '' ? options.emptyValue : value;
}

const textOf = (value: unknown): string => (value == null ? '' : String(value));

/** How long typing must pause before rjsf gets the text: longer than the gap between a fast typist's keys. */
export const HAND_OVER_PAUSE_MS = 300;

export interface TypedText {
  /** What the control shows. */
  text: string;
  /** For the control's onChange: shows the text at once; rjsf gets it once typing pauses. */
  type(text: string): void;
  /** Hands the text to rjsf now if it does not hold it yet (blur, Enter): a submit validates what the user sees. */
  handOver(): void;
}

/**
 * The text of a text control, kept in the widget: a keystroke re-renders this widget only and paints at once.
 * rjsf's change handling costs time in proportion to the whole form (defaults and schema walks, then every
 * field's memo check), so rjsf gets the text once typing pauses for HAND_OVER_PAUSE_MS, in a transition (its
 * re-render is interruptible), and at once on blur, Enter and unmount. Until rjsf holds the text the control
 * keeps what the user typed; afterwards a value from rjsf that differs from the last one it passed (a formula
 * result, a reset, a value set by the parent) replaces the text. Semi's input handling (IME composition,
 * maxLength) is untouched: every text Semi reports is shown and handed on, only later.
 */
export function useTypedText(value: unknown, onChange: WidgetProps['onChange'], options: WidgetProps['options']): TypedText {
  const given = textOf(value);
  const [local, setLocal] = useState({ text: given, given, unsent: false });
  const [handingOver, startHandOver] = useTransition();
  let { text } = local;
  if (!local.unsent && !handingOver && given !== local.given) {
    text = given;
    setLocal({ text, given, unsent: false });
  }
  // What the deferred hand-over sends: the newest text, through the newest handler.
  const latest = useRef({ text, onChange, options, waiting: false });
  latest.current = { text, onChange, options, waiting: local.unsent || handingOver };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback((urgent: boolean) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { text: current, onChange: change, options: currentOptions } = latest.current;
    const deliver = () => {
      setLocal((previous) => (previous.unsent ? { ...previous, unsent: false } : previous));
      change(emptyAs(current, currentOptions));
    };
    if (urgent) deliver();
    else startHandOver(deliver);
  }, []);

  const type = useCallback(
    (next: string) => {
      latest.current = { ...latest.current, text: next, waiting: true };
      setLocal((previous) => ({ ...previous, text: next, unsent: true }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(false), HAND_OVER_PAUSE_MS);
    },
    [send],
  );
  const handOver = useCallback(() => {
    if (latest.current.waiting) send(true);
  }, [send]);
  // Unmounting with text rjsf has not got (the field hidden while typing): hand it over.
  useEffect(
    () => () => {
      if (timer.current !== undefined) send(true);
    },
    [send],
  );
  return { text, type, handOver };
}

function BaseInput(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options, schema, type } = props;
  const inputProps = getInputProps(schema, type, options);
  const typed = useTypedText(value, onChange, options);
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    typed.handOver();
    onBlur(id, event.target.value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter submits the form: rjsf must hold the text before the submit event validates it.
    if (event.key === 'Enter') typed.handOver();
  };
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type={inputProps.type === 'number' || inputProps.type === 'integer' ? 'text' : inputProps.type}
      value={typed.text}
      readonly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      validateStatus={hasErrors(props) ? 'error' : 'default'}
      onChange={typed.type}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...controlAria(props)}
    />
  );
}

export const BaseInputTemplate = memoWidget(BaseInput);

function NumberInput(props: WidgetProps) {
  const { id, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options, schema } = props;
  const handleChange = useCallback(
    (next: number | string) => onChange(next === '' || next === null || Number.isNaN(Number(next)) ? options.emptyValue : Number(next)),
    [onChange, options],
  );
  return (
    <InputNumber
      id={id}
      value={value ?? ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      precision={schema.type === 'integer' ? 0 : undefined}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      validateStatus={hasErrors(props) ? 'error' : 'default'}
      onNumberChange={handleChange}
      onChange={(next) => {
        // Clearing the box reports '' through onChange only.
        if (next === '') handleChange('');
      }}
      onBlur={(event) => onBlur(id, (event.target as HTMLInputElement).value)}
      onFocus={(event) => onFocus(id, (event.target as HTMLInputElement).value)}
      {...controlAria(props)}
    />
  );
}

/**
 * A field with display options (ui:options.display: RMB capitals, thousands separators) shows its value so
 * formatted, the stored value unchanged: read-only, in place of the value; writable, under the control that
 * edits the plain value, and named by the control's description.
 */
function Formatted({ props, control: Control }: { props: WidgetProps; control: ComponentType<WidgetProps> }) {
  const display = props.options.display as DisplayOptions | undefined;
  if (!hasDisplayFormat(display)) return <Control {...props} />;
  const shown = formatForDisplay(props.value, display);
  if (props.readonly || props.disabled) {
    return <Input id={props.id} value={shown} readonly disabled={props.disabled} {...controlAria(props)} />;
  }
  return (
    <div className="fd-rjsf-formatted">
      <Control {...props} />
      <div className="fd-rjsf-muted" aria-live="polite">
        {shown}
      </div>
    </div>
  );
}

export const NumberWidget = memoWidget((props: WidgetProps) => <Formatted props={props} control={NumberInput} />);

/** rjsf sends number and integer schemas to the text widget; they get the number box. */
function Text(props: WidgetProps) {
  return <Formatted props={props} control={props.schema.type === 'number' || props.schema.type === 'integer' ? NumberInput : (BaseInput as ComponentType<WidgetProps>)} />;
}

export const TextWidget = memoWidget(Text);

function Textarea(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options, schema } = props;
  const typed = useTypedText(value, onChange, options);
  return (
    <TextArea
      id={id}
      name={htmlName ?? id}
      value={typed.text}
      readonly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      rows={textareaRows(options)}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      validateStatus={hasErrors(props) ? 'error' : 'default'}
      onChange={typed.type}
      onBlur={(event) => {
        typed.handOver();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...controlAria(props)}
    />
  );
}

export const TextareaWidget = memoWidget(Textarea);
