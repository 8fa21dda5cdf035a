// What a form shows while its rjsf code (rjsf, ajv and the Semi theme's widgets) is still loading: the first
// screen of the main entity's fields, with the same markup, ids, labels and styles the full form gives them,
// so the page paints what is visible first and the swap to the full form does not move anything. Text and
// textarea fields can be typed into at once (the edits go to the form's data like any other); other controls
// are busy placeholders of their size. There is no submit here: the full form brings it. The element that
// has the focus when the first screen goes (id and caret) is written to `handover` for the full form to restore.
// The text controls are native ones drawn like Semi's Input and TextArea (firstScreen.css): Semi's input
// code, its helpers and its stylesheet would otherwise be downloaded, evaluated and parsed before the paint.
import { useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { FieldLabel } from '../../rjsf-semi/templates/FieldLabel';
import { gridColumns, gridStyle } from '../../rjsf-semi/templates/propertyGrid';
import { FIRST_ROWS, ROW_HEIGHT_PX } from '../../rjsf-semi/templates/progressiveMount';
import { WidgetPlaceholder } from '../../rjsf-semi/widgets/lazy';
import { textareaRows } from '../../rjsf-semi/widgets/shared';
import '../../rjsf-semi/theme.css';
import './firstScreen.css';
import type { FormModel } from './adapter';
import { isRecord, readAt } from './dataPaths';

export interface FocusHandover {
  id: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** Gives the focus and caret recorded in `handover` back to the control with that id (once). */
export function restoreFocus(handover: RefObject<FocusHandover | null>): void {
  const focus = handover.current;
  if (!focus) return;
  handover.current = null;
  const control = document.getElementById(focus.id);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
  control.focus();
  if (focus.selectionStart !== null) control.setSelectionRange(focus.selectionStart, focus.selectionEnd);
}

export interface FirstScreenProps {
  model: FormModel;
  formData: Record<string, unknown>;
  readOnly: boolean;
  /** An edit of a main field: its data segments ([boAlias, name]) and the new text. */
  onFieldEdit(segments: readonly string[], value: string): void;
  handover: RefObject<FocusHandover | null>;
}

interface ScreenField {
  name: string;
  id: string;
  label: string;
  required: boolean;
  widget: string;
  readOnly: boolean;
  stringValued: boolean;
  placeholder?: string;
  rows: number;
}

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** Rows that fill the window (plus one partly shown), at most the full form's first chunk. */
function rowsOnScreen(): number {
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return height > 0 ? Math.min(FIRST_ROWS, Math.ceil(height / ROW_HEIGHT_PX) + 1) : FIRST_ROWS;
}

/** The main entity's visible fields in display order, as many as fill the window. */
function screenFields(model: FormModel, readOnly: boolean): { legend: string; columns: number; fields: ScreenField[] } {
  const bo = model.boAlias;
  const entitySchema = record(record(record(model.schema).properties)[bo]);
  const entityUi = record(record(model.uiSchema)[bo]);
  const properties = record(entitySchema.properties);
  const required = new Set(Array.isArray(entitySchema.required) ? entitySchema.required : []);
  const options = record(entityUi['ui:options']);
  const columns = gridColumns(options);
  const order = Array.isArray(entityUi['ui:order']) ? (entityUi['ui:order'] as string[]) : Object.keys(properties);
  const fields: ScreenField[] = [];
  const rows = rowsOnScreen();
  for (const name of order) {
    if (fields.length >= rows * columns) break;
    const schema = record(properties[name]);
    const ui = record(entityUi[name]);
    const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : 'text';
    if (widget === 'hidden' || schema.type === undefined || name.startsWith('sub_')) continue;
    fields.push({
      name,
      id: `root_${bo}_${name}`,
      label: typeof schema.title === 'string' ? schema.title : name,
      required: required.has(name),
      widget,
      readOnly: readOnly || ui['ui:readonly'] === true,
      stringValued: schema.type === 'string',
      placeholder: typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : undefined,
      rows: textareaRows(record(ui['ui:options'])),
    });
  }
  return { legend: typeof entitySchema.title === 'string' ? entitySchema.title : '', columns, fields };
}

function FieldControl({ field, value, onEdit }: { field: ScreenField; value: unknown; onEdit: (value: string) => void }) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const common = {
    id: field.id,
    name: field.id,
    value: text,
    readOnly: field.readOnly,
    placeholder: field.placeholder,
    'aria-required': field.required || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onEdit(event.target.value),
  };
  const readOnlyClass = field.readOnly ? ' fd-first-control--readonly' : '';
  if (field.stringValued && field.widget === 'text') {
    return (
      <div className={`fd-first-control${readOnlyClass}`}>
        <input {...common} type="text" className="fd-first-control__input" />
      </div>
    );
  }
  if (field.stringValued && field.widget === 'textarea') {
    return (
      <div className={`fd-first-control fd-first-control--textarea${readOnlyClass}`}>
        <textarea {...common} rows={field.rows} className="fd-first-control__textarea" />
      </div>
    );
  }
  return <WidgetPlaceholder />;
}

export function FirstScreen({ model, formData, readOnly, onFieldEdit, handover }: FirstScreenProps) {
  const root = useRef<HTMLFormElement>(null);
  const { legend, columns, fields } = screenFields(model, readOnly);
  const bo = model.boAlias;

  useLayoutEffect(() => {
    const form = root.current;
    restoreFocus(handover); // the first screen shown again while the full form loads
    return () => {
      const active = document.activeElement;
      if (!form || !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) || !form.contains(active) || !active.id) return;
      handover.current = { id: active.id, selectionStart: active.selectionStart, selectionEnd: active.selectionEnd };
    };
  }, [handover]);

  return (
    <form ref={root} className="rjsf fd-form-first-screen" noValidate aria-busy="true" onSubmit={(event) => event.preventDefault()}>
      <div className="fd-rjsf-field">
        <div className="fd-rjsf-control">
          <fieldset id={`root_${bo}`} className="fd-rjsf-object">
            {legend ? <legend className="fd-rjsf-legend">{legend}</legend> : null}
            <div className="fd-rjsf-grid" style={gridStyle(columns)}>
              {fields.map((field) => (
                <div key={field.name}>
                  <div className="fd-rjsf-field">
                    <FieldLabel id={field.id} label={field.label} required={field.required} invalid={false} />
                    <div className="fd-rjsf-control">
                      <FieldControl field={field} value={readAt(formData, [bo, field.name])} onEdit={(value) => onFieldEdit([bo, field.name], value)} />
                    </div>
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      </div>
    </form>
  );
}
