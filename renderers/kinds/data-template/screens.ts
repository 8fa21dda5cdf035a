// The screens of a data template's view. The portal routes them (statement/template/preview, …/form,
// draftList); without a host navigation (replay) the view switches screens itself.
import type { FormAction } from './source';

export type TemplateScreen =
  | { readonly kind: 'list' }
  | { readonly kind: 'form'; readonly action: FormAction; readonly id?: string; readonly draftId?: string }
  | { readonly kind: 'drafts' };

export const LIST_SCREEN: TemplateScreen = { kind: 'list' };
