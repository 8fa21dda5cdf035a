// The red 'error hint' block: headed 'please fill in the following form content correctly' with one
// "label: message" line per error, or just 'please fill in the form correctly' when no error has a message.
import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { errorLabel } from '../errors';
import { translatorOf, type Translate } from '../context';

export interface ErrorHintEntry {
  label: string;
  message: string;
}

/** The error hint itself, shared with the form adapter's notification. */
export function ErrorHint({ entries, t, headingLevel = 2 }: { entries: ErrorHintEntry[]; t: Translate; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h2';
  let body: ReactNode;
  if (entries.length === 0) body = <p className="fd-rjsf-error-hint-lead">{t('errorList.noDetail')}</p>;
  else
    body = (
      <>
        <p className="fd-rjsf-error-hint-lead">{t('errorList.heading')}</p>
        <ul>
          {entries.map((entry, index) => (
            <li key={index}>{entry.label ? `${entry.label}: ${entry.message}` : entry.message}</li>
          ))}
        </ul>
      </>
    );
  return (
    <div role="alert" className="fd-rjsf-error-hint">
      <Heading className="fd-rjsf-error-hint-title">{t('errorList.title')}</Heading>
      {body}
    </div>
  );
}

export function errorHintEntries(errors: RJSFValidationError[], label: (error: RJSFValidationError) => string): ErrorHintEntry[] {
  return errors
    .filter((error) => typeof error.message === 'string' && error.message.trim() !== '')
    .map((error) => ({ label: label(error), message: error.message!.trim() }));
}

export function ErrorListTemplate({ errors, registry, uiSchema }: ErrorListProps) {
  const t = translatorOf(registry);
  const resolve = (schema: object) => registry.schemaUtils.retrieveSchema(schema);
  const entries = errorHintEntries(errors, (error) => errorLabel(error, registry.rootSchema, uiSchema, t, resolve));
  return <ErrorHint entries={entries} t={t} />;
}
