// Renders one definition through the engine, as a tester replays it: every definition problem once (schema,
// rules, formulas, references — the engine's issues, written for the author), then the rendered view with the
// recorded answers (form data, or a data kind's recorded source). No server is involved. A valid form's submit
// shows the record it would send. A big form paints its first screen before the definition is prepared.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@douyinfe/semi-ui-19';
import { DefinitionView, drawsForm, normalizeLocale, SchemaRenderer, showValue, type DefinitionIssue, type PrepareResult } from '../../../renderers';
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

function ProblemList({ problems }: { problems: readonly DefinitionIssue[] }) {
  const { t } = useTranslation('replay');
  return (
    <div className="fd-replay__problems" role="alert">
      <strong>{t('definitionProblems', { count: problems.length })}</strong>
      <ol>
        {problems.map((problem, index) => (
          <li key={`${problem.code}:${problem.path}:${index}`}>
            <div>{problem.message}</div>
            <dl className="fd-replay__problem-facts">
              <dt>{t('problemPath')}</dt>
              <dd>
                <code>{problem.path}</code>
              </dd>
              {problem.value !== undefined ? (
                <>
                  <dt>{t('problemValue')}</dt>
                  <dd>
                    <code>{showValue(problem.value)}</code>
                  </dd>
                </>
              ) : null}
              {problem.expected ? (
                <>
                  <dt>{t('problemExpected')}</dt>
                  <dd>{problem.expected}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ReplayView({ kind, definition, answers, source }: ReplayViewProps) {
  const { t, i18n } = useTranslation('replay');
  const locale = normalizeLocale(i18n.language);
  const formContext = useAppFormContext();
  const [submitted, setSubmitted] = useState<{ record: unknown } | null>(null);
  const onSubmit = useCallback((record: unknown) => setSubmitted({ record }), []);
  const view = useMemo(
    () => (drawsForm(kind) ? { data: answers, formContext, onSubmit } : { source: RECORDED_SOURCES[kind]?.(answers) }),
    [kind, answers, formContext, onSubmit],
  );

  const show = (result: PrepareResult) => {
    const problems = result.ok ? (result.issues ?? []) : result.errors;
    // An unknown kind is the renderer's fallback to tell; any other refused definition is told by the list alone.
    const unknownKind = !result.ok && result.errors.every((problem) => problem.code === 'definition.unknownKind');
    return (
      <>
        {problems.length > 0 && !unknownKind ? <ProblemList problems={problems} /> : null}
        {result.ok || unknownKind ? <SchemaRenderer engine={engine} result={result} path={source} locale={locale} view={view} /> : null}
        {submitted ? (
          <div role="status" className="fd-replay__submitted">
            <Banner type="success" closeIcon={null} title={t('submittedTitle')} description={<pre aria-label={t('submittedRecord')}>{JSON.stringify(submitted.record, null, 2)}</pre>} />
          </div>
        ) : null}
      </>
    );
  };

  return (
    <DefinitionView engine={engine} kind={kind} definition={definition} path={source} locale={locale} view={view}>
      {show}
    </DefinitionView>
  );
}
