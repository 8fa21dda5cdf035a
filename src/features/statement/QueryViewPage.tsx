// statement/querySql/queryView/:sqlAlias/:alias/:single? — a query view (spec 03-portal §2): its definition
// from getJson, rendered through the engine's queryView kind with the portal's data source (search, server
// paging and sorting, export). An unknown view shows the not-found page. `single` is the layout's concern.
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, SchemaRenderer, type QueryViewModel, type QueryViewSource } from '../../../renderers';
import { ResultPage } from '../../components/ResultPage';
import { appEngine, appSourceOf } from '../../engine';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; definition: unknown };

const isView = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as { alias?: unknown }).alias === 'string';

export default function QueryViewPage() {
  const { t, i18n } = useTranslation('queryView');
  const { sqlAlias = '', alias = '' } = useParams();
  const locale = normalizeLocale(i18n.language);
  const source = useMemo(() => appSourceOf('queryView') as QueryViewSource, []);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void source.getJson(sqlAlias, alias).then((definition) => {
      if (current) setState(isView(definition) ? { status: 'ready', definition } : { status: 'missing' });
    });
    return () => {
      current = false;
    };
  }, [source, sqlAlias, alias]);

  const result = useMemo(() => (state.status === 'ready' ? appEngine.prepare<QueryViewModel>('queryView', state.definition, { locale }) : undefined), [state, locale]);
  const view = useMemo(() => ({ source }), [source]);

  useEffect(() => {
    if (result?.ok) document.title = t('pageTitle', { name: result.model.name });
  }, [result, t]);

  return (
    <div className="fd-query-view-page">
      {state.status === 'missing' ? (
        <ResultPage illustration="notFound" headingLevel={2} title={t('notFound', { sqlAlias, alias })} description={t('notFoundHint')} />
      ) : result ? (
        <SchemaRenderer engine={appEngine} result={result} path={`statement/querySql/queryView/${sqlAlias}/${alias}`} locale={locale} view={view} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}
