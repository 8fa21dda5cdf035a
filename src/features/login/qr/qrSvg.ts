// Draws a QR code as SVG: a white square with the standard quiet zone of four modules, and one path of the
// dark modules, a rectangle per horizontal run.
import type { QrCode } from './encodeQr';

export const QR_QUIET_ZONE = 4;

/** The `d` of the dark modules, in module units, shifted by the quiet zone. */
export function qrPath({ size, modules }: QrCode): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules[row * size + col]) continue;
      const start = col;
      while (col + 1 < size && modules[row * size + col + 1]) col++;
      const width = col - start + 1;
      path += `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${width}v1h-${width}z`;
    }
  }
  return path;
}

export function qrSvg(code: QrCode): string {
  const side = code.size + 2 * QR_QUIET_ZONE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${qrPath(code)}"/></svg>`
  );
}
