// Renders one definition through the engine, as a tester replays it: definition errors in full, then
// the rendered view with the recorded answers (form data, or a data kind's recorded source). No server is involved.
// A big form paints its first screen before the definition is prepared (DefinitionView).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionView, FormRenderer, normalizeLocale, SchemaRenderer, type FormModel, type PrepareResult } from '../../../renderers';
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
  const formContext = useAppFormContext();
  const formData = kind === 'form' ? (answers as Record<string, unknown> | undefined) : undefined;
  const view = useMemo(() => (kind === 'form' ? { data: formData, formContext } : { source: RECORDED_SOURCES[kind]?.(answers) }), [kind, answers, formData, formContext]);

  const show = (result: PrepareResult) => {
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
        <FormRenderer model={model} data={formData} locale={locale} formContext={formContext} />
      </>
    );
  };

  return (
    <DefinitionView engine={engine} kind={kind} definition={definition} path={source} locale={locale} view={view}>
      {show}
    </DefinitionView>
  );
}
