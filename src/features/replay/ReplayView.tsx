// Renders one definition through the engine, as a tester replays it: definition errors in full, then
// the rendered view with the recorded answers (form data, or a data kind's recorded source). No server is involved.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, normalizeLocale, SchemaRenderer, type FormModel } from '../../../renderers';
import { appEngine as engine } from '../../engine';
import { useAppFormContext } from '../../engine/formContext';
import { RECORDED_SOURCES } from './recordedSources';

export interface ReplayViewProps {
  kind: string;
  definition: unknown;
  answers?: unknown;
  /** where the definition came from, shown in fallbacks */
  source: string;
}

export function ReplayView({ kind, definition, answers, source }: ReplayViewProps) {
  const { t, i18n } = useTranslation('replay');
  const locale = normalizeLocale(i18n.language);
  const result = useMemo(() => engine.prepare(kind, definition, { locale }), [kind, definition, locale]);

  const view = useMemo(() => ({ source: RECORDED_SOURCES[kind]?.(answers) }), [kind, answers]);
  const formContext = useAppFormContext();

  if (!result.ok || kind !== 'form') return <SchemaRenderer engine={engine} result={result} path={source} locale={locale} view={view} />;
  const model = result.model as FormModel;
  return (
    <>
      {model.definitionErrors.length > 0 ? (
        <div className="fd-replay__problems" role="alert">
          <strong>{t('definitionProblems', { count: model.definitionErrors.length })}</strong>
          <ul>
            {model.definitionErrors.map((problem) => (
              <li key={`${problem.code}:${problem.path}`}>
                <code>{problem.path}</code> {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormRenderer model={model} data={answers as Record<string, unknown> | undefined} locale={locale} formContext={formContext} />
    </>
  );
}
