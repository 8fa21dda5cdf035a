// A big form's preview as DefinitionView paints it (model: preview.ts): the first screen of the form, inert —
// it takes no input and holds no focus, as the form replaces it a task later, once the definition is
// prepared. Once painted it asks for the form's rjsf code, which would otherwise be asked for only after the
// form's own first paint.
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../core/afterNextPaint';
import type { FormModel } from './adapter';
import { FirstScreen, type FocusHandover } from './FirstScreen';
import { loadFormCode } from './FormRenderer';

export interface FormPreviewProps {
  model: FormModel;
  data: Record<string, unknown>;
  readOnly: boolean;
}

const ignoreEdit = () => undefined;

export function FormPreview({ model, data, readOnly }: FormPreviewProps) {
  const handover = useRef<FocusHandover | null>(null);
  useEffect(() => afterNextPaint(() => void loadFormCode().catch(() => undefined)), []);
  return (
    <div className="fd-form" inert>
      <FirstScreen model={model} formData={data} readOnly={readOnly} onFieldEdit={ignoreEdit} handover={handover} />
    </div>
  );
}
