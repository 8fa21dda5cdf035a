// pdf.js and its worker, fetched on the first PDF preview only: both stay out of every page's chunk.
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

/** Opens a PDF from its bytes; fonts are never compiled into code (isEvalSupported: false). */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js transfers the buffer to its worker: give it a copy so the cached bytes stay usable.
  return pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
}
