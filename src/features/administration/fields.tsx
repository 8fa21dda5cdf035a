// The labelled fields of the administration dialogs: Semi inputs named by their visible label, a multiple choice
// over Semi's Select (named with aria-labelledby, its popup references kept valid for assistive technology), and
// the dialog's announced error.
import { useId, useRef, type ReactNode } from 'react';
import { Input, Select } from '@douyinfe/semi-ui-19';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { useValidPopupReferences } from '../../../renderers';
import { ChoiceSelect, type Choice } from '../../components/ChoiceSelect';

interface FieldProps {
  label: string;
  required?: boolean;
}

function FieldFrame({ label, required, labelId, controlId, children }: FieldProps & { labelId: string; controlId?: string; children: ReactNode }) {
  return (
    <div className="fd-admin-field">
      <label id={labelId} htmlFor={controlId} className="fd-admin-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
    </div>
  );
}

export function TextField({ label, required, value, onChange, type = 'text', disabled, autoComplete }: FieldProps & { value: string; onChange(value: string): void; type?: 'text' | 'password' | 'email' | 'tel'; disabled?: boolean; autoComplete?: string }) {
  const id = useId();
  return (
    <FieldFrame label={label} required={required} labelId={`${id}-label`} controlId={id}>
      <Input id={id} type={type} value={value} onChange={onChange} disabled={disabled} aria-required={required || undefined} autoComplete={autoComplete ?? 'off'} />
    </FieldFrame>
  );
}

export function ChoiceField({ label, required, value, options, onChange }: FieldProps & { value: string | undefined; options: readonly Choice[]; onChange(value: string): void }) {
  const id = useId();
  return (
    <FieldFrame label={label} required={required} labelId={`${id}-label`}>
      <ChoiceSelect labelledBy={`${id}-label`} value={value} options={options} onChange={onChange} filter={options.length > 8} aria-required={required || undefined} />
    </FieldFrame>
  );
}

export function MultiChoiceField({ label, value, options, onChange }: FieldProps & { value: readonly string[]; options: readonly Choice[]; onChange(value: string[]): void }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  useValidPopupReferences(wrapper, '[role="combobox"]');
  return (
    <FieldFrame label={label} labelId={`${id}-label`}>
      <div ref={wrapper}>
        {/* no filter box: Semi's leaves its aria-activedescendant on removed options */}
        <Select
          multiple
          aria-labelledby={`${id}-label`}
          arrowIcon={<IconChevronDown aria-hidden="true" />}
          style={{ width: '100%' }}
          optionList={options.map((option) => ({ value: option.value, label: option.label }))}
          value={[...value]}
          motion={false}
          onChange={(next) => onChange(Array.isArray(next) ? next.map(String) : [])}
        />
      </div>
    </FieldFrame>
  );
}

/** A refusal of the server or a missing field, announced where the dialog's fields end. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="fd-admin-form__error" role="alert">
      {message}
    </p>
  ) : null;
}
