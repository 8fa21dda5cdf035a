// What the preview dialog shows for an onlinePreview answer (spec 02-process §3, §4.8, §8; contract notes §2.14).
// Pure, so every branch of the error catalogue is tested without a network.
import { portalPathOf, type PreviewAnswer } from '../../api/file';
import type { ApiResult } from '../../api/http';

/** The views that fetch bytes from a path on the portal host. */
export type ContentKind = 'pdf' | 'picture' | 'txt' | 'html';

/** Keys of the `preview` namespace that a message panel shows. */
export type PreviewMessageKey = 'notSupported' | 'loadError' | 'notFound';

export type PreviewView =
  | { kind: ContentKind; path: string }
  /** archives and media: the file is downloaded instead */
  | { kind: 'download'; reason: 'compress' | 'media' }
  /** `text` (a server message) wins over `messageKey`; `detail` is the server's extra explanation */
  | { kind: 'message'; messageKey: PreviewMessageKey; text?: string; detail?: string; retry: boolean };

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

const message = (messageKey: PreviewMessageKey, extra: { text?: string; detail?: string; retry?: boolean } = {}): PreviewView => ({
  kind: 'message',
  messageKey,
  text: extra.text,
  detail: extra.detail,
  retry: extra.retry ?? false,
});

/** A content view of a URL of the answer, or the load error when the URL is not on the portal host. */
function contentView(kind: ContentKind, url: string | undefined): PreviewView {
  const path = portalPathOf(url);
  return path ? { kind, path } : message('loadError');
}

export function previewViewOf(answer: ApiResult<PreviewAnswer>): PreviewView {
  const body = answer.data && typeof answer.data === 'object' ? answer.data : undefined;
  if (!answer.ok) {
    if (answer.status === 404) return message('notFound');
    // Without an answer (network, time-out) or on a server failure, trying again may help; a refusal stays one.
    return message('loadError', { text: textOf(body?.message), retry: answer.status === 0 || answer.status >= 500 });
  }
  if (!body) return message('notFound');
  if (body.result === 'fileNotSupported') return message('notSupported', { detail: textOf(body.msg) });
  if ('state' in body && (!body.state || !body.result)) return message('loadError', { text: textOf(body.message) });
  switch (body.result) {
    case 'error':
      return message('loadError');
    case 'pdf':
    case 'html':
      return contentView(body.result, body.pdfUrl);
    case 'txt':
      return contentView('txt', body.TxtUrl);
    case 'picture':
      return contentView('picture', body.currentUrl ?? body.imgUrls?.[0]);
    case 'compress':
    case 'media':
      return { kind: 'download', reason: body.result };
    case undefined:
      // The answer's type defaults to pdf (spec §3): a bare pdfUrl is a pdf.
      return body.pdfUrl ? contentView('pdf', body.pdfUrl) : message('notSupported');
    default:
      return message('notSupported');
  }
}
