// Text-like widgets: the base input (text, email, url, password…), textarea and number.
import { useCallback } from 'react';
import { getInputProps, type BaseInputTemplateProps, type WidgetProps } from '@rjsf/utils';
import { Input, InputNumber, TextArea } from '@douyinfe/semi-ui-19';
import { controlAria, hasErrors, memoWidget } from './shared';

function emptyAs(value: string, options: WidgetProps['options']): unknown {
  return value === '' ? options.emptyValue : value;
}

function BaseInput(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options, schema, type } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = useCallback((text: string) => onChange(emptyAs(text, options)), [onChange, options]);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type={inputProps.type === 'number' || inputProps.type === 'integer' ? 'text' : inputProps.type}
      value={value == null ? '' : String(value)}
      readonly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      validateStatus={hasErrors(props) ? 'error' : 'default'}
      onChange={handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
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

export const NumberWidget = memoWidget(NumberInput);

/** rjsf sends number and integer schemas to the text widget; they get the number box. */
function Text(props: WidgetProps) {
  return props.schema.type === 'number' || props.schema.type === 'integer' ? <NumberInput {...props} /> : <BaseInput {...props} />;
}

export const TextWidget = memoWidget(Text);

function Textarea(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, options, schema } = props;
  const handleChange = useCallback((text: string) => onChange(emptyAs(text, options)), [onChange, options]);
  return (
    <TextArea
      id={id}
      name={htmlName ?? id}
      value={value == null ? '' : String(value)}
      readonly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      validateStatus={hasErrors(props) ? 'error' : 'default'}
      onChange={handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...controlAria(props)}
    />
  );
}

export const TextareaWidget = memoWidget(Textarea);
