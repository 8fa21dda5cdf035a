// Test support: text as the bytes the preview fetches, in an ArrayBuffer of the test's realm (TextEncoder's
// buffer comes from another realm in jsdom and fails `instanceof ArrayBuffer`).
export function bytesOf(text: string): ArrayBuffer {
  const encoded = new TextEncoder().encode(text);
  const buffer = new ArrayBuffer(encoded.length);
  new Uint8Array(buffer).set(encoded);
  return buffer;
}
