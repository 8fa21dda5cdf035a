// A small QR Code encoder (ISO/IEC 18004) for the sign-in page's link to the mobile site: byte mode (UTF-8),
// error-correction level M, versions 1–10, i.e. up to 213 bytes. The qrcode package would add ~9 KB gzip to
// the login route; the tests check this encoder module for module against it.

export interface QrCode {
  version: number;
  /** mask pattern 0–7 */
  mask: number;
  /** modules per side */
  size: number;
  /** row-major, 1 = dark */
  modules: Uint8Array;
}

export interface QrOptions {
  /** a fixed version instead of the smallest that fits */
  version?: number;
  /** a fixed mask pattern instead of the one with the lowest penalty */
  mask?: number;
}

export const QR_MAX_VERSION = 10;
// Level M, versions 1–10: error-correction codewords per block, and the number of blocks.
const EC_PER_BLOCK = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
/** format-information bits of level M */
const LEVEL_M = 0b00;

/** Codewords a version holds: its modules minus the function patterns, in bytes (remainder bits dropped). */
function totalCodewords(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36; // the two version-information blocks
  }
  return modules >> 3;
}

const dataCodewords = (version: number) => totalCodewords(version) - EC_PER_BLOCK[version - 1] * BLOCKS[version - 1];
const countBits = (version: number) => (version < 10 ? 8 : 16);
/** Bytes a version holds in byte mode: after the 4-bit mode indicator and the character count. */
export const qrCapacity = (version: number) => (dataCodewords(version) * 8 - 4 - countBits(version)) >> 3;

/** Product in GF(256) modulo x⁸ + x⁴ + x³ + x² + 1. */
function gfMultiply(x: number, y: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((y >>> bit) & 1) * x;
  }
  return product;
}

/** Coefficients of the Reed–Solomon generator polynomial of this degree, highest first, the leading 1 left out. */
function rsGenerator(degree: number): number[] {
  const generator = new Array<number>(degree).fill(0);
  generator[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    // Multiply by (x − αⁱ).
    for (let j = 0; j < degree; j++) {
      generator[j] = gfMultiply(generator[j], root);
      if (j + 1 < degree) generator[j] ^= generator[j + 1];
    }
    root = gfMultiply(root, 2);
  }
  return generator;
}

/** The error-correction codewords of a block: the remainder of its polynomial divided by the generator. */
function rsRemainder(data: number[], generator: number[]): number[] {
  const remainder = generator.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() as number);
    remainder.push(0);
    generator.forEach((coefficient, i) => (remainder[i] ^= gfMultiply(coefficient, factor)));
  }
  return remainder;
}

/** Data codewords (mode, count, bytes, terminator, padding), split into blocks and interleaved with their error correction. */
function codewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  const capacityBits = dataCodewords(version) * 8;
  put(0b0100, 4);
  put(bytes.length, countBits(version));
  bytes.forEach((byte) => put(byte, 8));
  put(0, Math.min(4, capacityBits - bits.length));
  put(0, -bits.length & 7);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) put(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));

  const blockCount = BLOCKS[version - 1];
  const ecLength = EC_PER_BLOCK[version - 1];
  const total = totalCodewords(version);
  // The last (total mod blocks) blocks hold one data codeword more than the others.
  const shortBlocks = blockCount - (total % blockCount);
  const shortLength = Math.floor(total / blockCount) - ecLength;
  const generator = rsGenerator(ecLength);
  const dataBlocks: number[][] = [];
  const ecBlocks: number[][] = [];
  for (let block = 0, start = 0; block < blockCount; block++) {
    const part = data.slice(start, (start += shortLength + (block < shortBlocks ? 0 : 1)));
    dataBlocks.push(part);
    ecBlocks.push(rsRemainder(part, generator));
  }
  const result: number[] = [];
  for (let i = 0; i <= shortLength; i++) for (const part of dataBlocks) if (i < part.length) result.push(part[i]);
  for (let i = 0; i < ecLength; i++) for (const part of ecBlocks) result.push(part[i]);
  return result;
}

const MASKS: ((row: number, col: number) => boolean)[] = [
  (row, col) => (row + col) % 2 === 0,
  (row) => row % 2 === 0,
  (_row, col) => col % 3 === 0,
  (row, col) => (row + col) % 3 === 0,
  (row, col) => (Math.floor(row / 2) + Math.floor(col / 3)) % 2 === 0,
  (row, col) => ((row * col) % 2) + ((row * col) % 3) === 0,
  (row, col) => (((row * col) % 2) + ((row * col) % 3)) % 2 === 0,
  (row, col) => (((row + col) % 2) + ((row * col) % 3)) % 2 === 0,
];

/**
 * Penalty of a masked symbol: runs of five or more (N1), 2×2 blocks (N2), finder-like 1:1:3:1:1 patterns with
 * four light modules on one side (N3), and the dark share's distance from 50 % (N4). Scored as the qrcode
 * package scores them, so that both choose the same mask; any mask decodes alike.
 */
function penalty(modules: Uint8Array, size: number): number {
  let score = 0;
  for (let line = 0; line < size; line++) {
    // Each row, then each column.
    for (const at of [(i: number) => modules[line * size + i], (i: number) => modules[i * size + line]]) {
      let run = 0;
      let last = -1;
      let window = 0;
      for (let i = 0; i < size; i++) {
        const module = at(i);
        if (module === last) {
          run++;
        } else {
          if (run >= 5) score += run - 2;
          run = 1;
          last = module;
        }
        window = ((window << 1) & 0x7ff) | module;
        if (i >= 10 && (window === 0x5d0 || window === 0x05d)) score += 40;
      }
      if (run >= 5) score += run - 2;
    }
  }
  for (let row = 0; row < size - 1; row++) {
    for (let col = 0; col < size - 1; col++) {
      const at = row * size + col;
      const dark = modules[at] + modules[at + 1] + modules[at + size] + modules[at + size + 1];
      if (dark === 0 || dark === 4) score += 3;
    }
  }
  const darkShare = (modules.reduce((sum, module) => sum + module, 0) * 100) / modules.length;
  return score + 10 * Math.abs(Math.ceil(darkShare / 5) - 10);
}

/** BCH code word: `data` followed by the remainder of its division by `generator` (of degree `checkBits`). */
function bch(data: number, generator: number, checkBits: number): number {
  let remainder = data;
  for (let i = 0; i < checkBits; i++) remainder = (remainder << 1) ^ ((remainder >>> (checkBits - 1)) * generator);
  return (data << checkBits) | remainder;
}

/** Encodes `text` as UTF-8 bytes; throws a RangeError when it does not fit version 10 (or the fixed version). */
export function encodeQr(text: string, options: QrOptions = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = options.version ?? 1;
  while (!options.version && version < QR_MAX_VERSION && qrCapacity(version) < bytes.length) version++;
  if (!(version >= 1 && version <= QR_MAX_VERSION) || qrCapacity(version) < bytes.length) {
    throw new RangeError(`QR code: ${bytes.length} bytes do not fit version ${version}`);
  }
  if (options.mask !== undefined && !MASKS[options.mask]) throw new RangeError(`QR code: no mask pattern ${options.mask}`);

  const size = version * 4 + 17;
  const modules = new Uint8Array(size * size);
  /** function patterns, which are neither data nor masked */
  const reserved = new Uint8Array(size * size);
  const set = (row: number, col: number, dark: number | boolean) => {
    modules[row * size + col] = Number(dark);
    reserved[row * size + col] = 1;
  };

  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  // Finder patterns with their light separators.
  for (const [centerRow, centerCol] of [[3, 3], [3, size - 4], [size - 4, 3]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const row = centerRow + dy;
        const col = centerCol + dx;
        const ring = Math.max(Math.abs(dy), Math.abs(dx));
        if (row >= 0 && row < size && col >= 0 && col < size) set(row, col, ring !== 2 && ring !== 4);
      }
    }
  }
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
    const centers = [6];
    for (let center = size - 7; centers.length < count; center -= step) centers.splice(1, 0, center);
    for (const centerRow of centers) {
      for (const centerCol of centers) {
        // None where a finder pattern is.
        if ((centerRow === 6 && (centerCol === 6 || centerCol === size - 7)) || (centerRow === size - 7 && centerCol === 6)) continue;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) set(centerRow + dy, centerCol + dx, Math.max(Math.abs(dy), Math.abs(dx)) !== 1);
        }
      }
    }
  }
  if (version >= 7) {
    const bits = bch(version, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const dark = (bits >>> i) & 1;
      set(Math.floor(i / 3), size - 11 + (i % 3), dark);
      set(size - 11 + (i % 3), Math.floor(i / 3), dark);
    }
  }
  const drawFormat = (mask: number) => {
    const bits = bch((LEVEL_M << 3) | mask, 0x537, 10) ^ 0x5412;
    for (let i = 0; i < 15; i++) {
      const dark = (bits >>> i) & 1;
      set(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, 8, dark);
      set(8, i < 8 ? size - 1 - i : i < 9 ? 7 : 14 - i, dark);
    }
    set(size - 8, 8, 1); // the dark module
  };
  drawFormat(0); // reserves the format areas before the data goes in

  // Data in two-module columns, zigzagging up and down from the bottom right, skipping the timing column.
  const data = codewords(bytes, version);
  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const col of [right, right - 1]) {
        if (reserved[row * size + col]) continue;
        // The remainder bits after the last codeword stay light.
        if (bit < data.length * 8) modules[row * size + col] = (data[bit >>> 3] >>> (7 - (bit & 7))) & 1;
        bit++;
      }
    }
  }

  const applyMask = (mask: number) => {
    for (let i = 0; i < modules.length; i++) {
      if (!reserved[i] && MASKS[mask](Math.floor(i / size), i % size)) modules[i] ^= 1;
    }
  };
  let mask = options.mask ?? 0;
  if (options.mask === undefined) {
    let lowest = Infinity;
    for (let candidate = 0; candidate < MASKS.length; candidate++) {
      drawFormat(candidate);
      applyMask(candidate);
      const score = penalty(modules, size);
      applyMask(candidate);
      if (score < lowest) {
        lowest = score;
        mask = candidate;
      }
    }
  }
  drawFormat(mask);
  applyMask(mask);
  return { version, mask, size, modules };
}
