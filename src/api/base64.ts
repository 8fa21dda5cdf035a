// Base64 of a text's UTF-8 bytes, as the server expects passwords, query data and BO data (contract notes §2.7).
// The browser's own btoa/atob over TextEncoder/TextDecoder instead of js-base64: the sign-in page posts the
// password and its 150 KB budget has no room for the 1.6 KB gzip the package weighs.

/** Standard Base64 (with padding) of `text`'s UTF-8 bytes. */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a long text would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The text whose UTF-8 bytes `base64` holds; standard or URL-safe alphabet, padding optional (a JWT's parts). */
export function decodeBase64(base64: string): string {
  const standard = base64.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
