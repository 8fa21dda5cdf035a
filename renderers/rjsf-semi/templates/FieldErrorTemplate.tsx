import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** The field's error texts under the id its control points aria-describedby at. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const messages = (errors ?? []).filter((error) => error !== '' && error != null);
  if (messages.length === 0) return null;
  return (
    <div id={errorId(fieldPathId.$id)} className="fd-rjsf-field-error">
      {messages.map((message, index) => (
        <div key={index}>{message}</div>
      ))}
    </div>
  );
}

export function DescriptionFieldTemplate({ id, description }: { id: string; description?: string | React.ReactElement }) {
  if (!description) return null;
  return (
    <div id={id} className="fd-rjsf-description">
      {description}
    </div>
  );
}
