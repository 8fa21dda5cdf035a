// Replay's sources of the custom query and query view kinds: recorded answers instead of a server.
// Answers file (fixtures/<kind>/answers/<name>.json): { "pages": [<body of page 1>, <body of page 2>, …] } —
// each body exactly as the server or the REST endpoint sent it (a PageList, an envelope, a text, a number…),
// so replay reads it the way the portal does. A page beyond the recording answers the first page's body.
import type { QueryViewSource } from './queryViewSource';
import type { CustomQuerySource, SourceAnswer } from './source';
import { showErrorToast } from './toast';

interface RecordedAnswers {
  readonly pages: readonly unknown[];
}

const pagesOf = (answers: unknown): readonly unknown[] =>
  typeof answers === 'object' && answers !== null && Array.isArray((answers as RecordedAnswers).pages) ? (answers as RecordedAnswers).pages : [];

function recordedPage(pages: readonly unknown[], page: number): Promise<SourceAnswer> {
  // No recording: a failed call without a text (the query shows its own localized "query failed").
  if (pages.length === 0) return Promise.resolve({ ok: false, message: '' });
  return Promise.resolve({ ok: true, data: pages[page - 1] ?? pages[0] });
}

export function createRecordedQuerySource(answers: unknown, notifyError: (message: string) => void = showErrorToast): CustomQuerySource {
  const pages = pagesOf(answers);
  return {
    getByAlias: () => Promise.resolve(null),
    doQuery: (_alias, _params, page) => recordedPage(pages, page),
    callRest: (_request, page) => recordedPage(pages, page),
    notifyError,
  };
}

export function createRecordedQueryViewSource(answers: unknown, notifyError: (message: string) => void = showErrorToast): QueryViewSource {
  const pages = pagesOf(answers);
  return {
    getJson: () => Promise.resolve(null),
    getData: (_sqlAlias, _alias, filter) => recordedPage(pages, filter.pageBean.page),
    // Replay has no server to build a workbook: the view offers no export.
    canExport: false,
    exportRows: () => Promise.resolve({ ok: false, message: '' }),
    notifyError,
  };
}
