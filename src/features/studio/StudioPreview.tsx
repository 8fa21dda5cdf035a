// The studio's live preview: the prepared definition rendered by the portal's engine exactly as the portal
// renders it (SchemaRenderer, which draws every kind inside its own error boundary: a crash stays in the preview
// with a retry button; a home column as the home page draws it, ColumnView). A definition with problems shows
// none here: they are listed once, in the problems panel. Data: the preview data (a form's record, a data kind's recorded answers) or, signed in,
// the portal's own source of the kind (a REST column's template draws the preview data as its answer unless live).
// A form shows the record its submit would send.
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawsForm, normalizeLocale, SchemaRenderer, type ColumnDefinition, type PrepareResult } from '../../../renderers';
import { appEngine, appSourceOf } from '../../engine';
import { useAppFormContext } from '../../engine/formContext';
import { ColumnView } from '../home/ColumnView';
import { RECORDED_SOURCES } from '../replay/recordedSources';

export interface StudioPreviewProps {
  result: PrepareResult;
  /** the definition that was prepared */
  definition: unknown;
  /** the parsed preview data (undefined: none) */
  data: unknown;
  live: boolean;
  /** where the definition came from, for the engine's fallbacks */
  path: string;
}

function StudioPreviewView({ result, definition, data, live, path }: StudioPreviewProps) {
  const { t, i18n } = useTranslation('studio');
  const locale = normalizeLocale(i18n.language);
  const formContext = useAppFormContext();
  const submittedId = useId();
  const [submitted, setSubmitted] = useState<{ record: unknown } | null>(null);
  const kind = result.kind;

  // A changed definition or data is a new form: what an earlier one would have submitted no longer holds.
  useEffect(() => setSubmitted(null), [result, data]);

  const view = useMemo(
    () =>
      drawsForm(kind)
        ? { data, formContext, onSubmit: (record: unknown) => setSubmitted({ record }) }
        : { source: live ? appSourceOf(kind) : RECORDED_SOURCES[kind]?.(data) },
    [kind, data, live, formContext],
  );

  return (
    <div className="fd-studio__preview-body">
      {drawsForm(kind) && result.ok ? <p className="fd-studio__hint">{t('submitHint')}</p> : null}
      {!result.ok ? (
        <p className="fd-studio__hint">{t('previewBlocked')}</p>
      ) : kind === 'column' ? (
        <ColumnView definition={definition as ColumnDefinition} preview sample={live ? undefined : { data }} />
      ) : (
        <SchemaRenderer engine={appEngine} result={result} path={path} locale={locale} view={view} />
      )}
      {submitted ? (
        <section className="fd-studio__submitted" role="status" aria-labelledby={submittedId}>
          <h3 id={submittedId}>{t('submitted')}</h3>
          <pre tabIndex={0}>{JSON.stringify(submitted.record, null, 2)}</pre>
        </section>
      ) : null}
    </div>
  );
}

/** Memoized: a keystroke re-renders the page (the editor's text), never the preview until a new analysis is in. */
export const StudioPreview = memo(StudioPreviewView);
