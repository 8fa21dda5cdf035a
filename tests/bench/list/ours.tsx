// Flowdesk: the custom query through its adapter and renderer, as the portal shows it — the search form, the
// results table (virtualized) — with a data source answering the fetched rows as doQuery would.
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import '../../../src/app/font.css';
import { createRoot } from 'react-dom/client';
// The query kind's own modules: the engine's index would bring every other kind along.
import { adaptCustomQuery } from '../../../renderers/kinds/query/adapter';
import type { CustomQueryDefinition } from '../../../renderers/kinds/query/definition';
import { QueryListView } from '../../../renderers/kinds/query/QueryListView';
import type { CustomQuerySource } from '../../../renderers/kinds/query/source';
import { BODY_HEIGHT } from './data';

export function mountOurs(container: HTMLElement, definition: CustomQueryDefinition, rows: Promise<Record<string, unknown>[]>): void {
  const source: CustomQuerySource = {
    getByAlias: async () => definition,
    doQuery: async () => {
      const all = await rows;
      return { ok: true, data: { rows: all, total: all.length, page: 1, pageSize: all.length } };
    },
    callRest: async () => ({ ok: false, message: 'not used' }),
    notifyError: (message) => console.error(message),
  };
  createRoot(container).render(<QueryListView model={adaptCustomQuery(definition, 'en-US')} locale="en-US" source={source} height={BODY_HEIGHT} />);
}
