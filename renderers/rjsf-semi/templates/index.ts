import type { TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from '../widgets/inputs';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './ArrayFieldTemplate';
import { ErrorListTemplate } from './ErrorListTemplate';
import { DescriptionFieldTemplate, FieldErrorTemplate } from './FieldErrorTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SubmitButton } from './SubmitButton';

export function generateTemplates(): Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates: Partial<TemplatesType['ButtonTemplates']> } {
  return {
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    BaseInputTemplate,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    ButtonTemplates: { SubmitButton },
  };
}
