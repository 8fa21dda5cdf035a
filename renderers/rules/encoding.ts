// Decoding of rule arguments written by the form designer: UTF-8 Base64 (regex specs, frontJSValidate
// bodies) and the JavaScript object literals Hotent stores inside them (it used eval; we parse a safe subset).

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64_URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Decodes UTF-8 Base64 (standard or URL-safe alphabet); undefined when the text is not Base64 or not UTF-8. */
export function decodeBase64(text: string): string | undefined {
  let normalized = text.trim();
  if (normalized.length === 0) return undefined;
  if (!BASE64.test(normalized)) {
    if (!BASE64_URL.test(normalized)) return undefined;
    normalized = normalized.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    normalized += '='.repeat((4 - (normalized.length % 4)) % 4);
    if (!BASE64.test(normalized)) return undefined;
  }
  try {
    const binary = atob(normalized);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Parses JSON, or failing that a JavaScript object literal (unquoted keys, single quotes, trailing commas). */
export function parseObjectLiteral(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return new LiteralParser(text).parseDocument();
  }
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

class LiteralParser {
  private pos = 0;
  constructor(private readonly text: string) {}

  parseDocument(): unknown {
    const value = this.parseValue(0);
    this.skipSpace();
    if (this.pos !== this.text.length) this.fail();
    return value;
  }

  private fail(): never {
    throw new SyntaxError(`Unexpected character at ${this.pos}`);
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }

  private parseValue(depth: number): unknown {
    if (depth > 20) this.fail();
    this.skipSpace();
    const ch = this.text[this.pos];
    if (ch === '{') return this.parseObject(depth);
    if (ch === '[') return this.parseArray(depth);
    if (ch === '"' || ch === "'") return this.parseString();
    const word = /^(?:true|false|null|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/.exec(this.text.slice(this.pos));
    if (!word) this.fail();
    this.pos += word[0].length;
    return word[0] === 'true' ? true : word[0] === 'false' ? false : word[0] === 'null' ? null : Number(word[0]);
  }

  private parseObject(depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    this.pos++;
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === '}') {
        this.pos++;
        return { ...result };
      }
      const key = this.parseKey();
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail();
      this.pos++;
      result[key] = this.parseValue(depth + 1);
      this.skipSpace();
      if (this.text[this.pos] === ',') this.pos++;
      else if (this.text[this.pos] !== '}') this.fail();
    }
  }

  private parseArray(depth: number): unknown[] {
    const result: unknown[] = [];
    this.pos++;
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === ']') {
        this.pos++;
        return result;
      }
      result.push(this.parseValue(depth + 1));
      this.skipSpace();
      if (this.text[this.pos] === ',') this.pos++;
      else if (this.text[this.pos] !== ']') this.fail();
    }
  }

  private parseKey(): string {
    const ch = this.text[this.pos];
    if (ch === '"' || ch === "'") return this.parseString();
    const word = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.pos));
    if (!word) this.fail();
    this.pos += word[0].length;
    return word[0];
  }

  private parseString(): string {
    const quote = this.text[this.pos++];
    let out = '';
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos++];
      if (ch === quote) return out;
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const next = this.text[this.pos++];
      if (next === 'u') {
        const hex = this.text.slice(this.pos, this.pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail();
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 4;
      } else if (next === 'x') {
        const hex = this.text.slice(this.pos, this.pos + 2);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) this.fail();
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 2;
      } else if (next !== undefined) {
        out += ESCAPES[next] ?? next;
      }
    }
    return this.fail();
  }
}
