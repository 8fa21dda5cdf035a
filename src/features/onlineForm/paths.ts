// The online-form entry routes (docs/flow.md "Other entry routes"): the list /onlineForm and a template's form
// opened from a QR code, /QRCodeForm/{templateKey}/{action}[?id=].
export const ONLINE_FORM_PATH = '/onlineForm';

/** `add` a record, or `edit`/`get` the record `id`. */
export function qrFormPath(templateKey: string, action: string, id?: string): string {
  return `/QRCodeForm/${encodeURIComponent(templateKey)}/${encodeURIComponent(action)}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
}

/** A QR form is opened on a phone, alone: no header, no side menu. */
export const SINGLE_ONLINE_FORM_PATTERNS: readonly string[] = ['/QRCodeForm/:templateKey/:action'];
