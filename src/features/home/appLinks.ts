// Where a common-systems application opens (03-portal §2): /appContent with a query that depends on its type,
// and where /appContent sends the user for each type (docs/home.md).
import type { PortalApp } from '../../api/portal';
import { inAppPath } from '../../session/redirect';

export const APP_CONTENT_PATH = '/appContent';

/** The /appContent link of an application: type 1, 4, 6 by id; 2 by key; 3 by alias and sqlAlias; 7 by path. */
export function appContentLink(app: PortalApp): string {
  const type = String(app.type);
  const query = new URLSearchParams({ type });
  if (type === '2') query.set('key', app.key ?? '');
  else if (type === '3') {
    query.set('alias', app.alias ?? '');
    query.set('sqlAlias', app.sqlAlias ?? '');
  } else if (type === '7') query.set('path', app.path ?? '');
  else query.set('id', app.id);
  return `${APP_CONTENT_PATH}?${query.toString()}`;
}

export type AppTarget = { kind: 'route'; to: string } | { kind: 'frame'; id: string } | { kind: 'invalid' };

/** The view an /appContent query opens. */
export function appTarget(query: URLSearchParams): AppTarget {
  const value = (name: string) => query.get(name)?.trim() ?? '';
  const segment = (name: string) => encodeURIComponent(value(name));
  switch (value('type')) {
    case '3':
      return value('alias') && value('sqlAlias') ? { kind: 'route', to: `/statement/querySql/queryView/${segment('sqlAlias')}/${segment('alias')}` } : { kind: 'invalid' };
    case '4':
      return value('id') ? { kind: 'route', to: `/statement/template/preview/${segment('id')}` } : { kind: 'invalid' };
    case '6':
      return value('id') ? { kind: 'route', to: `/statement/chart/${segment('id')}` } : { kind: 'invalid' };
    case '7': {
      const to = inAppPath(value('path'));
      return to ? { kind: 'route', to } : { kind: 'invalid' };
    }
    case '1':
      return value('id') ? { kind: 'frame', id: value('id') } : { kind: 'invalid' };
    case '2':
      // a process app starts its process: the flow centre's start page of the definition key (02-process §2.2)
      return value('key') ? { kind: 'route', to: `/agentStartByKey/${segment('key')}` } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}
