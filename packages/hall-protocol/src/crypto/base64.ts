/** Base64 (RFC 4648, standard alphabet, padded) that uses the runtime's native codec when it has one. */

type ToBase64 = (this: Uint8Array) => string;
type FromBase64 = (text: string) => Uint8Array;

// Uint8Array.prototype.toBase64 / Uint8Array.fromBase64 (TC39 stage 4) are native and
// several times faster than anything written in JavaScript; older runtimes use the code below.
const nativeToBase64 = (Uint8Array.prototype as { toBase64?: ToBase64 }).toBase64;
const nativeFromBase64 = (Uint8Array as { fromBase64?: FromBase64 }).fromBase64;
// Node (20 and 22 lack the TC39 methods) has its own native codec; browsers have no Buffer.
type NodeBuffer = {
  from(buffer: ArrayBufferLike, offset: number, length: number): { toString(encoding: 'base64'): string };
};
const nodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Encodes bytes as padded standard base64, with the fastest codec the runtime has. */
export function bytesToBase64(bytes: Uint8Array): string {
  if (nativeToBase64) return nativeToBase64.call(bytes);
  if (nodeBuffer) return nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  return encodeWithBtoa(bytes);
}

/**
 * The portable encoder, for browsers without `toBase64`: `btoa` (native) over a binary
 * string built in 32 KB chunks, which keeps `fromCharCode`'s argument list under engine
 * limits. Exported for tests.
 */
export function encodeWithBtoa(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Decodes padded standard base64. Throws a `TypeError` on anything else (whitespace,
 * the URL-safe alphabet or missing padding included), so a tampered body fails loudly.
 */
export function base64ToBytes(text: string): Uint8Array {
  if (typeof text !== 'string' || !BASE64.test(text))
    throw new TypeError('base64ToBytes: not padded standard base64');
  if (nativeFromBase64) return nativeFromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
