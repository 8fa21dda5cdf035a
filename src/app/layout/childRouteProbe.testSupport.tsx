// A stand-in for the statement pages in the layout's tests: shows which page a child route rendered, its route
// parameters, and where its template screens would go (the TemplateAreaContext it sees).
import { useContext } from 'react';
import { useParams } from 'react-router-dom';
import { TemplateAreaContext } from '../../features/statement/templateArea';

export function RoutedPage({ page }: { page: string }) {
  const params = useParams();
  const area = useContext(TemplateAreaContext);
  const { '*': _rest, topAlias: _top, ...own } = params;
  return (
    <p data-testid="routed-page" data-form-path={area.form('k', 'add')} data-drafts-path={area.drafts('k', false)}>
      {`${page} ${JSON.stringify(own)}`}
    </p>
  );
}
