// A definition shared as a link: its text, deflate-raw compressed and base64url-encoded, in the URL fragment
// (`#d=…`), which browsers never send to a server. Uses the platform's CompressionStream (browsers, Node 18+).

const PREFIX = 'd=';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The fragment (without '#') that carries the text. */
export async function encodeShareFragment(text: string): Promise<string> {
  return PREFIX + toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

/**
 * The text a fragment carries: null when the fragment is not a share link at all, an Error when it is one but
 * cannot be read (cut short, edited by hand).
 */
export async function decodeShareFragment(fragment: string): Promise<string | Error | null> {
  const hash = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
