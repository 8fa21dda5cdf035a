// QR code of the mobile site for the sign-in page, drawn as SVG by the small encoder in ./qr and returned as
// a data URL for an <img>.
import { useMemo } from 'react';
import { encodeQr } from './qr/encodeQr';
import { qrSvg } from './qr/qrSvg';

export function qrCodeDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(encodeQr(text)))}`;
}

/** The QR image of `text`, or undefined when `text` is empty or too long for a code (over 213 UTF-8 bytes). */
export function useQrCode(text: string): string | undefined {
  return useMemo(() => {
    if (!text) return undefined;
    try {
      return qrCodeDataUrl(text);
    } catch {
      // The code is an extra beside the form: a mobile address too long to encode leaves it out.
      return undefined;
    }
  }, [text]);
}
