// Entry of the list benchmark page: ?impl=ours|bare. Each implementation is its own chunk, so the bare page
// downloads only Semi's Table.
import { BODY_HEIGHT, ROW_HEIGHT } from './data';
import { installProbes } from './probes';

async function start(): Promise<void> {
  const implementation = new URLSearchParams(location.search).get('impl');
  installProbes('E00001', Math.floor(BODY_HEIGHT / ROW_HEIGHT) - 1);
  const container = document.getElementById('root') as HTMLElement;
  const rows = fetch('rows.json').then((answer) => answer.json());
  if (implementation === 'ours') {
    const [{ mountOurs }, definition] = await Promise.all([import('./ours'), fetch('definition.json').then((answer) => answer.json())]);
    mountOurs(container, definition, rows);
  } else {
    const [{ mountBare }, columns] = await Promise.all([import('./bare'), fetch('columns.json').then((answer) => answer.json())]);
    mountBare(container, columns, await rows);
  }
}

void start();
