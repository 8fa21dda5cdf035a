// Entry of the benchmark page: ?impl=ours|formHtml|rjsf&n=<fields>. Each implementation is its own chunk, so the
// plain rjsf page downloads neither Semi nor the engine.
import { installProbes } from './probes';

async function start(): Promise<void> {
  const query = new URLSearchParams(location.search);
  const fieldCount = Number(query.get('n'));
  const started = installProbes(fieldCount);
  const container = document.getElementById('root') as HTMLElement;
  if (query.get('impl') === 'formHtml') {
    const [{ mountFormHtml }, definition] = await Promise.all([import('./formHtml'), fetch(`formHtml-${fieldCount}.json`).then((answer) => answer.json())]);
    started();
    mountFormHtml(container, definition);
  } else if (query.get('impl') === 'ours') {
    const [{ mountOurs }, definition] = await Promise.all([import('./ours'), fetch(`definition-${fieldCount}.json`).then((answer) => answer.json())]);
    started();
    mountOurs(container, definition);
  } else {
    const [{ mountPlainRjsf }, schema] = await Promise.all([import('./plain'), fetch(`schema-${fieldCount}.json`).then((answer) => answer.json())]);
    started();
    mountPlainRjsf(container, schema);
  }
}

void start();
