// Renders one definition through the engine, as a tester replays it: definition errors in full, then
// the rendered view with the recorded answers (form data, or a data kind's recorded source). No server is involved.
// A big form paints its first screen before the definition is prepared (DefinitionView).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionView, normalizeLocale, SchemaRenderer, type FormModel, type PrepareResult } from '../../../renderers';
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
  const view = useMemo(() => (kind === 'form' ? { data: answers, formContext } : { source: RECORDED_SOURCES[kind]?.(answers) }), [kind, answers, formContext]);

  const show = (result: PrepareResult) => {
    // A form that renders lists its definition problems (a broken rule, a formula cycle) above itself.
    const problems = result.ok && kind === 'form' ? (result.model as FormModel).definitionErrors : [];
    return (
      <>
        {problems.length > 0 ? (
          <div className="fd-replay__problems" role="alert">
            <strong>{t('definitionProblems', { count: problems.length })}</strong>
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.code}:${problem.path}`}>
                  <code>{problem.path}</code> {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <SchemaRenderer engine={engine} result={result} path={source} locale={locale} view={view} />
      </>
    );
  };

  return (
    <DefinitionView engine={engine} kind={kind} definition={definition} path={source} locale={locale} view={view}>
      {show}
    </DefinitionView>
  );
}
