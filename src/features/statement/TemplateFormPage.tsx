// template/form/:templateKey/:action[/:single[/:openType|:isShare]] — the online form of a template's record.
// Query: id (the record), draftId (a draft to continue), startFlow and isNewPage (a form opened in a new tab:
// `…/<action>/true/new?id=…&startFlow=false&isNewPage=true`). This portal's templates start no process, so
// startFlow changes nothing. A shared form (isShare 'true') is shown read-only.
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FormAction, TemplateScreen } from '../../../renderers';
import { ResultPage } from '../../components/ResultPage';
import { TemplatePage } from './TemplatePage';

/** Route actions → form actions ('detail' and 'view' read as 'get'); also the actions of /QRCodeForm. */
export const ROUTE_FORM_ACTIONS: Readonly<Record<string, FormAction>> = { add: 'add', edit: 'edit', get: 'get', detail: 'get', view: 'get' };

export function TemplateFormPage() {
  const { t } = useTranslation('statement');
  const { templateKey = '', action = '', single, openTypeOrShare } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const draftId = search.get('draftId') ?? undefined;
  const shared = openTypeOrShare === 'true';
  const formAction = shared ? 'get' : Object.hasOwn(ROUTE_FORM_ACTIONS, action) ? ROUTE_FORM_ACTIONS[action] : undefined;
  const screen = useMemo<TemplateScreen | undefined>(() => (formAction ? { kind: 'form', action: formAction, id, draftId } : undefined), [formAction, id, draftId]);
  if (!screen) return <ResultPage illustration="notFound" title={t('unknownAction', { action })} headingLevel={1} />;
  const standalone = single === 'true' || search.get('isNewPage') === 'true';
  return <TemplatePage key={templateKey} templateKey={templateKey} screen={screen} standalone={standalone} />;
}
