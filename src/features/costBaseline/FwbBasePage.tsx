// fwbBase (服务包基础): the service packages are records of the data template fwbPackages (docs/cost-baseline.md
// "Service packages"), so this page is that template rendered by the app's dataTemplate kind — list with search
// and paging, the form with its sub-table of lines, drafts. Its screens stay on this page, in the address
// (?screen=form&action=edit&id=…), so the back button and reloading work as on the statement routes.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_SCREEN, type TemplateScreen } from '../../../renderers';
import { PACKAGE_TEMPLATE } from '../../api/servicePackages';
import { TemplatePage } from '../statement/TemplatePage';
import './costBaseline.css';

const FORM_ACTIONS = ['add', 'edit', 'get'] as const;

function screenOf(search: URLSearchParams): TemplateScreen {
  const action = FORM_ACTIONS.find((known) => known === search.get('action'));
  if (search.get('screen') === 'form' && action) {
    return { kind: 'form', action, id: search.get('id') ?? undefined, draftId: search.get('draftId') ?? undefined };
  }
  return search.get('screen') === 'drafts' ? { kind: 'drafts' } : LIST_SCREEN;
}

function searchOf(screen: TemplateScreen): Record<string, string> {
  if (screen.kind === 'list') return {};
  if (screen.kind === 'drafts') return { screen: 'drafts' };
  return { screen: 'form', action: screen.action, ...(screen.id ? { id: screen.id } : {}), ...(screen.draftId ? { draftId: screen.draftId } : {}) };
}

export default function FwbBasePage() {
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const screen = useMemo(() => screenOf(new URLSearchParams(searchText)), [searchText]);
  const onScreen = useCallback((next: TemplateScreen) => setSearch(searchOf(next)), [setSearch]);
  return (
    <div className="fd-cost">
      <TemplatePage templateKey={PACKAGE_TEMPLATE} screen={screen} onScreen={onScreen} />
    </div>
  );
}
