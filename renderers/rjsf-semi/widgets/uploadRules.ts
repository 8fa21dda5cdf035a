// The attachment rules of 01-foundation §5 the upload widget applies, without the widget (it loads on demand).
export const DEFAULT_UPLOAD_LIMIT = 9999;

/** 'pdf, .DOCX' or ['pdf', '.docx'] → ['pdf', 'docx']. */
export function parseAcceptList(accept: unknown): string[] {
  const entries = Array.isArray(accept) ? accept : typeof accept === 'string' ? accept.split(/[,;\s]+/) : [];
  return entries
    .map((entry) => String(entry).trim().replace(/^\*?\./, '').toLowerCase())
    .filter((entry) => entry !== '');
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
