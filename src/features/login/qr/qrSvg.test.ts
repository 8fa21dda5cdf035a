import { describe, expect, it } from 'vitest';
import { encodeQr } from './encodeQr';
import { qrPath, qrSvg, QR_QUIET_ZONE } from './qrSvg';

/** Paints the path's rectangles back onto a grid of the whole image (quiet zone included). */
function paint(path: string, side: number): number[] {
  const grid = new Array<number>(side * side).fill(0);
  const runs = path.split('z').filter(Boolean);
  for (const run of runs) {
    const match = /^M(\d+) (\d+)h(\d+)v1h-(\d+)$/.exec(run);
    expect(match, run).not.toBeNull();
    const [x, y, width, back] = match!.slice(1).map(Number);
    expect(back).toBe(width);
    for (let col = x; col < x + width; col++) {
      expect(grid[y * side + col], `overlap at ${col},${y}`).toBe(0);
      grid[y * side + col] = 1;
    }
  }
  return grid;
}

describe('qrSvg', () => {
  it.each(['A', 'http://localhost:8080/fvue/', '扫码访问移动端'.repeat(9)])('draws exactly the dark modules of %j inside a quiet zone', (text) => {
    const code = encodeQr(text);
    const side = code.size + 2 * QR_QUIET_ZONE;
    const grid = paint(qrPath(code), side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const row = y - QR_QUIET_ZONE;
        const col = x - QR_QUIET_ZONE;
        const inside = row >= 0 && row < code.size && col >= 0 && col < code.size;
        expect(grid[y * side + x], `${x},${y}`).toBe(inside ? code.modules[row * code.size + col] : 0);
      }
    }
  });

  it('joins a run of dark modules into one rectangle', () => {
    const code = { version: 1, mask: 0, size: 3, modules: Uint8Array.from([1, 1, 1, 0, 1, 0, 1, 0, 1]) };
    expect(qrPath(code)).toBe('M4 4h3v1h-3zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z');
  });

  it('makes a square SVG with a white background and one path', () => {
    const code = encodeQr('https://m.example.com/');
    const side = code.size + 8;
    const svg = qrSvg(code);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"`));
    expect(svg).toContain(`<rect width="${side}" height="${side}" fill="#fff"/>`);
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).toContain(`d="${qrPath(code)}"`);
  });
});
