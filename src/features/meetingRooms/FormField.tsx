// A labelled field of the booking forms: the label names the control, and the error is announced and linked
// to the control.
import { useId, type ReactNode } from 'react';
import { fieldLabelId } from '../../components/ChoiceSelect';

export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string;
  /** an error shown elsewhere that also describes this control (a shared time error) */
  describedBy?: string;
  children: (control: FieldControl) => ReactNode;
}

export function FormField({ label, required = false, error, describedBy, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : describedBy;
  return (
    <div className="fd-rooms__field">
      <label className="fd-rooms__label" id={fieldLabelId(id)} htmlFor={id}>
        {required ? (
          <span className="fd-rooms__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      {children({ id, 'aria-invalid': error || describedBy ? true : undefined, 'aria-describedby': described, 'aria-required': required || undefined })}
      {error ? (
        <p id={errorId} role="alert" className="fd-rooms__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
