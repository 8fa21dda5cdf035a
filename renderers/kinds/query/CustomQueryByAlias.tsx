// A custom query named by its alias, as pages and form controls use it: asks the source for the definition,
// waits at most 15 s (spec §4), then reports '未找到别名为{alias}的关联查询' as an error toast and in place;
// a definition that arrives is validated against the schema, adapted and shown by QueryListView.
import { useEffect, useState } from 'react';
import { validateWith } from '../../core/validate';
import validateCustomQuery from '../../core/validators/customQuery';
import type { Locale } from '../../messages';
import { adaptCustomQuery, type CustomQueryModel } from './adapter';
import type { CustomQueryDefinition } from './definition';
import { formatQueryMessage } from './messages';
import { QueryListView, type QueryViewProps } from './QueryListView';
import { DEFINITION_WAIT_MS, loadQueryDefinition } from './run';
import type { CustomQuerySource } from './source';

export interface CustomQueryByAliasProps extends Omit<QueryViewProps, 'source'> {
  alias: string;
  locale: Locale;
  source: CustomQuerySource;
  /** Default 15 s (spec §9). */
  timeoutMs?: number;
}

type State = { status: 'loading' } | { status: 'failed'; messages: string[] } | { status: 'ready'; model: CustomQueryModel };

export function CustomQueryByAlias({ alias, locale, source, timeoutMs = DEFINITION_WAIT_MS, ...view }: CustomQueryByAliasProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadQueryDefinition(source, alias, locale, timeoutMs).then(
      (definition) => {
        if (!current) return;
        const validation = validateWith('customQuery', validateCustomQuery, definition, { locale });
        if (validation.ok) setState({ status: 'ready', model: adaptCustomQuery(definition as CustomQueryDefinition, locale) });
        else setState({ status: 'failed', messages: validation.errors.map((issue) => issue.message) });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        source.notifyError(message);
        setState({ status: 'failed', messages: [message] });
      },
    );
    return () => {
      current = false;
    };
  }, [alias, locale, source, timeoutMs]);

  if (state.status === 'loading') return <p role="status">{formatQueryMessage('query.loadingDefinition', {}, locale)}</p>;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="fd-query__problem">
        {state.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    );
  }
  return <QueryListView {...view} model={state.model} locale={locale} source={source} />;
}
