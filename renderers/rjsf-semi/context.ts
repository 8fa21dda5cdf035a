// What the theme expects in rjsf's formContext, and the helpers every widget and template shares.
import type { Registry } from '@rjsf/utils';
import { descriptionId, errorId } from '@rjsf/utils';
import { normalizeLocale, type Locale, type MessageParams } from '../messages';
import { formatRjsfSemiMessage } from './messages';

/** One stored attachment; the field value is an array of these (a JSON string when the schema type is string). */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  size: number;
}

export type SelectorKind = 'user' | 'org' | 'customDialog';

/** One selected user, organization or dialog row; `name` is what the tag shows. */
export interface SelectedItem {
  id: string;
  name: string;
}

export interface SelectorOpenOptions {
  multiple: boolean;
  selected: SelectedItem[];
  /** ui:options.selector of the field, passed through untouched (dialog alias, org scope…). */
  config?: unknown;
}

/** One choice a data service gives: `value` is stored, `label` shown (already in the page's language). */
export interface ServiceChoice {
  value: string;
  label: string;
}

/** The choice lists of the data-service widgets (ui:widget dictionary, sysType, tag). */
export type ChoiceService = 'dictionary' | 'sysType' | 'tag';

/**
 * The host's data services (docs/form-data-services.md): the page injects functions calling its API layer, so
 * the renderers know no URL. Each rejects on failure; the control concerned shows it, the rest of the form works.
 */
export interface FormDataServices {
  /** dictionary: the entries of a type key; sysType: the types below a type key; tag: the tags (of a tag type). */
  choices(service: ChoiceService, key: string | undefined): Promise<ServiceChoice[]>;
  /** The caller's default-info map (getDefaultInfoMap): curUserName, curOrgName, curDate… */
  defaultInfo(): Promise<Readonly<Record<string, string>>>;
  /** A system property's value (getDecryptByAlias). */
  systemProperty(alias: string): Promise<string>;
}

export interface SemiFormContext {
  locale?: string;
  /** Stores one file; rejects on failure. */
  uploadFile?: (file: File) => Promise<UploadedFile>;
  /** Opens or downloads a stored attachment; without it the file names are plain text. */
  openFile?: (file: UploadedFile) => void;
  selectors?: {
    /** Resolves with the new selection, or null when the user cancelled. */
    open(kind: SelectorKind, options: SelectorOpenOptions): Promise<SelectedItem[] | null>;
  };
  /** Choices and values from the host's services; without them those controls say the service is unavailable. */
  dataServices?: FormDataServices;
  /** A field's own status line by field id (a default value loading or failed): the form kind sets it. */
  fieldNotices?: Readonly<Record<string, FieldNotice>>;
}

export interface FieldNotice {
  kind: 'loading' | 'failed';
  text: string;
}

export type Translate = (key: string, params?: MessageParams) => string;

export function formContextOf(registry: Registry): SemiFormContext {
  return (registry.formContext ?? {}) as SemiFormContext;
}

export function localeOf(registry: Registry): Locale {
  return normalizeLocale(formContextOf(registry).locale);
}

// One translator per language, so that a translator's identity changes only with the language: a widget may
// name it in a hook's dependencies without re-running the hook on every render.
const translators = new Map<Locale, Translate>();

export function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = (key, params) => formatRjsfSemiMessage(key, params, locale);
    translators.set(locale, translate);
  }
  return translate;
}

export function translatorOf(registry: Registry): Translate {
  return translatorFor(localeOf(registry));
}

export { labelId } from './templates/FieldLabel';

/**
 * aria-describedby of a control: only ids that are rendered (a dangling id reference helps nobody),
 * the error text first so that it is read before the description.
 */
export function describedBy(id: string, hasErrors: boolean, hasDescription: boolean): string | undefined {
  const ids = [hasErrors ? errorId(id) : '', hasDescription ? descriptionId(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
