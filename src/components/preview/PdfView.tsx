// A PDF drawn page by page into canvases by pdf.js (its own chunk, loaded on the first PDF preview). The bytes
// come through the request layer with the token, never as a frame pointing at the API.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf, type PDFDocumentProxy } from './pdfjs';
import { PreviewLoading, PreviewMessage } from './PreviewParts';

/** CSS pixels per PDF point; the canvas has the device's pixel ratio on top for sharp text. */
const PAGE_SCALE = 1.25;

function PdfPage({ doc, pageNumber }: { doc: PDFDocumentProxy; pageNumber: number }) {
  const { t } = useTranslation('preview');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    void doc
      .getPage(pageNumber)
      .then(async (page) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: PAGE_SCALE * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        const task = page.render({ canvas, viewport });
        cancelRender = () => task.cancel();
        await task.promise;
        if (!cancelled) setDrawn(true);
      })
      // A cancelled render (the dialog closed) or a broken page leaves that canvas blank; the others still show.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [doc, pageNumber]);
  return <canvas ref={canvasRef} className="fd-preview-pdf__page" role="img" aria-label={t('pageLabel', { page: pageNumber })} data-drawn={drawn} />;
}

export default function PdfView({ bytes, fileName }: { bytes: ArrayBuffer; fileName: string }) {
  const { t } = useTranslation('preview');
  const [opened, setOpened] = useState<{ doc?: PDFDocumentProxy; failed?: boolean; attempt: number }>({ attempt: 0 });
  const attempt = opened.attempt;
  useEffect(() => {
    let current = true;
    let doc: PDFDocumentProxy | undefined;
    openPdf(bytes).then(
      (loaded) => {
        doc = loaded;
        if (current) setOpened({ doc: loaded, attempt });
        else void loaded.destroy();
      },
      () => {
        if (current) setOpened({ failed: true, attempt });
      },
    );
    return () => {
      current = false;
      void doc?.destroy();
    };
  }, [bytes, attempt]);

  if (opened.failed) return <PreviewMessage text={t('loadError')} onRetry={() => setOpened({ attempt: attempt + 1 })} />;
  const { doc } = opened;
  if (!doc) return <PreviewLoading />;
  return (
    <div className="fd-preview-pdf">
      <p className="fd-preview-pdf__count">{t('pageCount', { count: doc.numPages })}</p>
      <ol className="fd-preview-pdf__pages" aria-label={t('pdfPages', { name: fileName })}>
        {Array.from({ length: doc.numPages }, (_, index) => (
          <li key={index}>
            <PdfPage doc={doc} pageNumber={index + 1} />
          </li>
        ))}
      </ol>
    </div>
  );
}
