// QR code of the mobile site for the sign-in page. The encoder is loaded on demand so it stays out of the
// login chunk; it renders SVG (no canvas), returned as a data URL for an <img>.
import { useEffect, useState } from 'react';

export async function qrCodeDataUrl(text: string): Promise<string> {
  const { toString } = (await import('qrcode')).default;
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR image of `text`, or undefined while it is made, when `text` is empty or encoding failed. */
export function useQrCode(text: string): string | undefined {
  const [image, setImage] = useState<{ text: string; src: string }>();

  useEffect(() => {
    if (!text) return;
    let active = true;
    qrCodeDataUrl(text).then(
      (src) => active && setImage({ text, src }),
      () => active && setImage(undefined),
    );
    return () => {
      active = false;
    };
  }, [text]);

  return text && image?.text === text ? image.src : undefined;
}
