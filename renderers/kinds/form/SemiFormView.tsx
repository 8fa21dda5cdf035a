// The rjsf part of FormRenderer: rjsf's Form with the Semi theme and the ajv validator, the heavy code of a
// form. FormRenderer loads it on demand and shows the first screen (FirstScreen.tsx) until it is in; once
// mounted, it takes over the focus and caret the first screen had.
import { useEffect, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import type Form from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { Locale } from '../../messages';
import validator from '@rjsf/validator-ajv8';
import { shareStructure } from '../../core/shareStructure';
import { createErrorTransformer, SemiForm } from '../../rjsf-semi';
import { restoreFocus, type FirstScreenProps } from './FirstScreen';

type FormData = Record<string, unknown>;

/** rjsf's props FormRenderer sets, besides the schema, data and validator. */
export type SemiFormProps = Pick<
  FormProps<FormData>,
  'uiSchema' | 'formContext' | 'customValidate' | 'extraErrors' | 'transformErrors' | 'liveValidate' | 'readonly' | 'onChange' | 'onBlur' | 'onSubmit' | 'onError' | 'focusOnFirstError'
> & { ref: Ref<Form<FormData>> };

export interface FormViewProps extends FirstScreenProps {
  form: SemiFormProps;
}

/**
 * The value with every part that equals the last rendered one kept as that object: a model adapted again from
 * a definition edited in one place (the studio, per keystroke) re-renders only the fields that changed, since
 * rjsf's fields skip a render when a deep equal of their props holds, which is immediate for the same objects.
 */
function useSharedStructure<T>(value: T): T {
  const previous = useRef<unknown>(undefined);
  const shared = useMemo(() => shareStructure(previous.current, value), [value]);
  useEffect(() => {
    previous.current = shared;
  }, [shared]);
  return shared;
}

export function SemiFormView({ model, formData, form, handover }: FormViewProps) {
  useLayoutEffect(() => restoreFocus(handover), [handover]);
  const locale = (form.formContext as { locale?: Locale } | undefined)?.locale;
  const { transformErrors } = form;
  const localizedErrors = useMemo(() => {
    const localize = createErrorTransformer(locale);
    return (errors: RJSFValidationError[], uiSchema?: UiSchema) => localize(transformErrors ? transformErrors(errors, uiSchema) : errors);
  }, [locale, transformErrors]);

  const schema = useSharedStructure(model.schema as RJSFSchema);
  const uiSchema = useSharedStructure(form.uiSchema);

  return (
    <SemiForm
      {...form}
      uiSchema={uiSchema}
      schema={schema}
      formData={formData}
      validator={validator}
      transformErrors={localizedErrors}
      extraErrorsBlockSubmit
      showErrorList="top"
      noHtml5Validate
    />
  );
}
