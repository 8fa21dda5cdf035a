// The encoder against the qrcode package as the reference: the same text in one byte-mode segment at
// level M must give the same version, the same mask and the same modules.
import QRCode from 'qrcode';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrCapacity, QR_MAX_VERSION } from './encodeQr';

function reference(text: string, options: { version?: number; maskPattern?: number } = {}) {
  const code = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    ...options,
  } as QRCode.QRCodeOptions);
  return { version: code.version, mask: code.maskPattern, size: code.modules.size, modules: Array.from(code.modules.data) };
}

function ours(text: string, options: { version?: number; mask?: number } = {}) {
  const code = encodeQr(text, options);
  return { version: code.version, mask: code.mask, size: code.size, modules: Array.from(code.modules) };
}

const VERSIONS = Array.from({ length: QR_MAX_VERSION }, (_, i) => i + 1);
/** Deterministic text of `length` characters drawn from `alphabet`. */
function sample(alphabet: string, length: number, seed: number): string {
  const chars = Array.from(alphabet);
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += chars[state % chars.length];
  }
  return text;
}
const URL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&()*+,;=%';

describe('encodeQr', () => {
  it('holds the byte capacities of level M', () => {
    expect(VERSIONS.map(qrCapacity)).toEqual([14, 26, 42, 62, 84, 106, 122, 152, 180, 213]);
  });

  it.each(VERSIONS)('draws version %i like the reference with each of the eight masks', (version) => {
    const texts = ['', 'A', sample(URL_CHARS, qrCapacity(version), version), sample('审批流程办公门户移动端', Math.floor(qrCapacity(version) / 3), version)];
    for (const text of texts) {
      for (let mask = 0; mask < 8; mask++) {
        const expected = reference(text, { version, maskPattern: mask });
        expect(ours(text, { version, mask }), `${JSON.stringify(text)} mask ${mask}`).toEqual(expected);
      }
    }
  });

  it.each(VERSIONS)('chooses the same mask as the reference at version %i', (version) => {
    for (let seed = 1; seed <= 12; seed++) {
      const text = sample(URL_CHARS, 1 + (seed * 7) % qrCapacity(version), seed * version);
      expect(ours(text, { version }), JSON.stringify(text)).toEqual(reference(text, { version }));
    }
  });

  it('picks the smallest version for every length from 1 to 213 bytes', () => {
    for (let length = 1; length <= qrCapacity(QR_MAX_VERSION); length++) {
      const text = sample(URL_CHARS, length, length);
      const code = ours(text);
      expect(code, `length ${length}`).toEqual(reference(text));
      expect(qrCapacity(code.version)).toBeGreaterThanOrEqual(length);
      if (code.version > 1) expect(qrCapacity(code.version - 1)).toBeLessThan(length);
    }
  });

  it('encodes URLs, Chinese text and other Unicode as UTF-8 like the reference', () => {
    const texts = [
      'http://localhost:8080/fvue/',
      'https://m.example.com/fvue/?tenant=acme&from=login',
      'https://oa.example.cn/mobile/#/flow/todo?id=1234567890123456789',
      '扫码访问移动端',
      'Flowdesk 协同办公平台 — 审批流程',
      'emoji 😀 and 𠮷',
      'https://例子.测试/路径?查询=值',
      sample('流程审批待办已办抄送我的草稿', 71, 3), // 213 bytes
    ];
    for (const text of texts) expect(ours(text), text).toEqual(reference(text));
  });

  it('agrees with the reference on arbitrary Unicode strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 100 }).filter((text) => new TextEncoder().encode(text).length <= 213),
        (text) => {
          expect(ours(text)).toEqual(reference(text));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses text that does not fit', () => {
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError);
    expect(() => encodeQr('汉'.repeat(72))).toThrow(RangeError); // 216 bytes
    expect(() => encodeQr('x'.repeat(15), { version: 1 })).toThrow(RangeError);
    expect(() => encodeQr('x', { version: 11 })).toThrow(RangeError);
    expect(() => encodeQr('x', { mask: 8 })).toThrow(RangeError);
    expect(encodeQr('x'.repeat(213)).version).toBe(10);
  });
});
