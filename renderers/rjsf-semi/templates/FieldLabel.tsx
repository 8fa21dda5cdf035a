// A field's label: the required mark, red when the field has errors, visually hidden in table cells.
// Its own module, without rjsf: a form's first screen (kinds/form/FirstScreen.tsx) renders it before rjsf loads.

/** Id of the visible label of field `id`; composite controls point aria-labelledby at it. */
export function labelId(id: string): string {
  return `${id}__label`;
}

export function FieldLabel({ id, label, required, invalid, hidden }: { id: string; label: string; required?: boolean; invalid: boolean; hidden?: boolean }) {
  const classes = ['fd-rjsf-label', invalid ? 'fd-rjsf-label--error' : '', hidden ? 'fd-rjsf-visually-hidden' : ''].filter(Boolean).join(' ');
  return (
    <label id={labelId(id)} htmlFor={id} className={classes}>
      {required ? (
        <span className="fd-rjsf-required" aria-hidden="true">
          *{' '}
        </span>
      ) : null}
      {label}
    </label>
  );
}
