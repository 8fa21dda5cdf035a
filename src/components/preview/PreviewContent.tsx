// The preview of one stored file (spec 02-process §2.5, §4.8): loading, then a message panel or a content view.
// Pictures are blob URLs in an <img>, text is text in a <pre>, converted HTML is sanitized into a sandboxed
// srcdoc frame; nothing of the file is ever framed by address or run as HTML of the portal's origin.
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { downloadFile, fetchPreviewBytes, getOnlinePreview } from '../../api/file';
import { sanitizeHtml } from '../SafeHtml';
import { useObjectUrl } from '../usePreviewPicture';
import { previewViewOf, type ContentKind } from './previewModel';
import { PreviewLoading, PreviewMessage } from './PreviewParts';
import { usePreviewCall } from './usePreviewCall';
import './preview.css';

const PdfView = lazy(() => import('./PdfView'));

export interface PreviewFile {
  id: string;
  name: string;
}

const decodeUtf8 = (bytes: ArrayBuffer) => new TextDecoder('utf-8').decode(bytes);

function PictureView({ bytes, fileName }: { bytes: ArrayBuffer; fileName: string }) {
  const blob = useMemo(() => new Blob([bytes]), [bytes]);
  const url = useObjectUrl(blob);
  return <div className="fd-preview-picture">{url ? <img src={url} alt={fileName} /> : null}</div>;
}

function TextView({ bytes, fileName }: { bytes: ArrayBuffer; fileName: string }) {
  const { t } = useTranslation('preview');
  const text = useMemo(() => decodeUtf8(bytes), [bytes]);
  return (
    <section className="fd-preview-text" aria-label={t('textLabel', { name: fileName })}>
      {/* Focusable so that a long text scrolls with the keyboard. */}
      <pre tabIndex={0}>{text}</pre>
    </section>
  );
}

/** HTML from a converter: sanitized, then in a frame without scripts, forms or same-origin rights (sandbox=""). */
function HtmlView({ bytes, fileName }: { bytes: ArrayBuffer; fileName: string }) {
  const html = useMemo(() => sanitizeHtml(decodeUtf8(bytes)), [bytes]);
  return <iframe className="fd-preview-html" sandbox="" srcDoc={html} title={fileName} />;
}

function BytesView({ kind, path, fileName }: { kind: ContentKind; path: string; fileName: string }) {
  const { t } = useTranslation('preview');
  const { result, retry } = usePreviewCall(path, (bytesPath) => fetchPreviewBytes(bytesPath, { quiet: true, allowDuplicate: true }));
  if (!result) return <PreviewLoading />;
  if (!result.ok || !(result.data instanceof ArrayBuffer)) {
    return result.status === 404 ? <PreviewMessage text={t('notFound')} /> : <PreviewMessage text={t('loadError')} onRetry={retry} />;
  }
  const bytes = result.data;
  switch (kind) {
    case 'pdf':
      return (
        <Suspense fallback={<PreviewLoading />}>
          <PdfView bytes={bytes} fileName={fileName} />
        </Suspense>
      );
    case 'picture':
      return <PictureView bytes={bytes} fileName={fileName} />;
    case 'txt':
      return <TextView bytes={bytes} fileName={fileName} />;
    case 'html':
      return <HtmlView bytes={bytes} fileName={fileName} />;
  }
}

/** Archives and media (spec §8): the file is downloaded once when the answer arrives, and may be again. */
function DownloadNotice({ fileId, reason }: { fileId: string; reason: 'compress' | 'media' }) {
  const { t } = useTranslation('preview');
  const downloaded = useRef<string>(undefined);
  useEffect(() => {
    if (downloaded.current === fileId) return;
    downloaded.current = fileId;
    void downloadFile(fileId);
  }, [fileId]);
  return (
    <PreviewMessage
      text={t(reason)}
      detail={t('downloadStarted')}
      actions={
        <Button onClick={() => void downloadFile(fileId)}>
          {t('downloadAgain')}
        </Button>
      }
    />
  );
}

export function PreviewContent({ file }: { file: PreviewFile }) {
  const { t } = useTranslation('preview');
  const { result, retry } = usePreviewCall(file.id, (fileId) => getOnlinePreview(fileId, { quiet: true, allowDuplicate: true }));
  if (!result) return <PreviewLoading />;
  const view = previewViewOf(result);
  switch (view.kind) {
    case 'message':
      return <PreviewMessage text={view.text ?? t(view.messageKey)} detail={view.detail} onRetry={view.retry ? retry : undefined} />;
    case 'download':
      return <DownloadNotice fileId={file.id} reason={view.reason} />;
    default:
      return <BytesView kind={view.kind} path={view.path} fileName={file.name} />;
  }
}
