// Default values from the host's data services (attribute.defaultFrom, docs/form-data-services.md): when the
// form opens, each writable main field that is still empty gets the default-info map's entry (current user,
// org, post, date…) or a system property's value. The map is asked once per form; each property once. While
// a value loads, and when it fails, the field says so under its control (formContext.fieldNotices); the
// field stays editable and the rest of the form is not held up.
import { useEffect, useState } from 'react';
import type { FieldNotice, FormDataServices } from '../../rjsf-semi/context';
import { translatorFor } from '../../rjsf-semi/context';
import type { Locale } from '../../messages';
import type { FormFieldDescriptor, FormModel } from './adapter';
import type { FormDefaultSource } from './definition';

/** The fields a form fills from the services when it opens. */
export function serviceDefaultFields(model: FormModel): { field: FormFieldDescriptor; from: FormDefaultSource }[] {
  return model.fields.flatMap((field) => (field.table === '' && field.writable && field.attribute.defaultFrom ? [{ field, from: field.attribute.defaultFrom }] : []));
}

/** rjsf's id of a main field: 'data.bo.f' → 'root_bo_f'. */
const fieldId = (path: string): string => `root_${path.split('.').slice(1).join('_')}`;

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));

/**
 * Fills the empty default-service fields once (for this model) through `fill(segments, value)` and answers the
 * notices to show meanwhile. `isEmpty(segments)` reads the form's current value when the answer arrives, so a
 * value the user typed first is kept.
 */
export function useServiceDefaults(
  model: FormModel,
  services: FormDataServices | undefined,
  locale: Locale,
  isEmpty: (segments: readonly string[]) => boolean,
  fill: (segments: readonly string[], value: string) => void,
  enabled: boolean,
): Readonly<Record<string, FieldNotice>> {
  const [notices, setNotices] = useState<Record<string, FieldNotice>>({});
  useEffect(() => {
    const t = translatorFor(locale);
    const wanted = enabled ? serviceDefaultFields(model).filter(({ field }) => isEmpty(field.path.split('.').slice(1))) : [];
    if (wanted.length === 0) return undefined;
    let current = true;
    const set = (path: string, notice: FieldNotice | undefined) =>
      current &&
      setNotices((all) => {
        const { [fieldId(path)]: _old, ...rest } = all;
        return notice ? { ...rest, [fieldId(path)]: notice } : rest;
      });
    let info: Promise<Readonly<Record<string, string>>> | undefined;
    const properties = new Map<string, Promise<string>>();
    for (const { field, from } of wanted) {
      set(field.path, { kind: 'loading', text: t('default.loading') });
      let value: Promise<string>;
      if (!services) value = Promise.reject(new Error(t('service.unavailable')));
      else if ('info' in from) {
        info ??= services.defaultInfo();
        value = info.then((map) => map[from.info] ?? '');
      } else {
        if (!properties.has(from.property)) properties.set(from.property, services.systemProperty(from.property));
        value = properties.get(from.property)!;
      }
      value.then(
        (text) => {
          if (!current) return;
          set(field.path, undefined);
          const segments = field.path.split('.').slice(1);
          if (text !== '' && isEmpty(segments)) fill(segments, text);
        },
        (error: unknown) => set(field.path, { kind: 'failed', text: t('default.failed', { message: messageOf(error) }) }),
      );
    }
    return () => {
      current = false;
    };
    // Once per model and service set: later edits must not re-fill a field the user emptied.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model, services, enabled]);
  return notices;
}
