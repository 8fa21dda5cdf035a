// Label (required mark, red when the field has errors), control, description, help and errors of one field.
// Inside a sub-table row the same field renders as a cell whose label is visually hidden but names the row.
import { useContext } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG, getTemplate, getUiOptions } from '@rjsf/utils';
import { formContextOf, translatorOf } from '../context';
import { FieldLabel } from './FieldLabel';
import { TablePlacementContext } from './tableContext';

function usesInlineLabel(props: FieldTemplateProps): boolean {
  if (props.schema.type !== 'boolean') return false;
  const widget = getUiOptions(props.uiSchema).widget;
  return widget === undefined || widget === 'checkbox';
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, rawDescription, hidden, required, displayLabel, rawErrors, classNames, style, registry, uiSchema } = props;
  const placement = useContext(TablePlacementContext);
  const invalid = (rawErrors?.length ?? 0) > 0;

  if (placement?.level === 'rowObject') {
    // The row's item object: its properties become the row's cells.
    return children;
  }
  if (placement?.level === 'cell') {
    const t = translatorOf(registry);
    return (
      <td className={invalid ? 'fd-rjsf-cell fd-rjsf-cell--error' : 'fd-rjsf-cell'} hidden={hidden}>
        <TablePlacementContext.Provider value={null}>
          <FieldLabel id={id} label={t('table.cellLabel', { label, row: placement.row })} required={required} invalid={invalid} hidden />
          {children}
          {errors}
        </TablePlacementContext.Provider>
      </td>
    );
  }
  if (hidden) return <div hidden>{children}</div>;

  const showLabel = displayLabel && !usesInlineLabel(props);
  const notice = formContextOf(registry).fieldNotices?.[id];
  const field = (
    <div className={`fd-rjsf-field ${classNames ?? ''}`.trim()} style={style}>
      {showLabel ? <FieldLabel id={id} label={label} required={required} invalid={invalid} /> : null}
      <div className="fd-rjsf-control">
        {children}
        {notice ? (
          <div className={notice.kind === 'failed' ? 'fd-rjsf-upload-message' : 'fd-rjsf-muted'} role={notice.kind === 'failed' ? 'alert' : 'status'}>
            {notice.text}
          </div>
        ) : null}
        {displayLabel && rawDescription ? description : null}
        {errors}
        {help}
      </div>
    </div>
  );
  // Only additionalProperties entries need the key editor around them; the template lookup and the wrapper
  // element are skipped for every other field (big forms mount thousands).
  if (!(ADDITIONAL_PROPERTY_FLAG in props.schema)) return field;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema));
  return <WrapIfAdditionalTemplate {...props}>{field}</WrapIfAdditionalTemplate>;
}
