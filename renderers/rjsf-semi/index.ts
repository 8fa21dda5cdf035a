// Semi Design theme for rjsf 6: `SemiForm` is rjsf's Form with our widgets and templates.
// formContext (SemiFormContext) carries the locale and the injected services (uploadFile, openFile, selectors).
import { withTheme, type ThemeProps } from '@rjsf/core';
import { generateTemplates } from './templates';
import { generateWidgets } from './widgets';
import './theme.css';

export function generateTheme(): ThemeProps {
  return { templates: generateTemplates(), widgets: generateWidgets() };
}

// Pure: a bundle that imports this module for its light exports only drops rjsf's Form and the widgets.
export const SemiTheme: ThemeProps = /* @__PURE__ */ generateTheme();

export const SemiForm = /* @__PURE__ */ withTheme(SemiTheme);

export { createErrorTransformer, errorLabel } from './errors';
export { ErrorHint, errorHintEntries, type ErrorHintEntry } from './templates/ErrorListTemplate';
export { RJSF_SEMI_MESSAGES, formatRjsfSemiMessage } from './messages';
export { sanitizeRichText } from './sanitize';
export { DEFAULT_UPLOAD_LIMIT, parseAcceptList } from './widgets/uploadRules';
export { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from './widgets/dateFormats';
export { preloadAllWidgets, preloadWidgets } from './widgets';
export { widgetPropsAreEqual } from './widgets/shared';
export type { ChoiceService, FormDataServices, SelectedItem, SelectorKind, SelectorOpenOptions, SemiFormContext, ServiceChoice, UploadedFile } from './context';
