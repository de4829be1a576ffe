/** UTF-8 and key-input helpers shared by the cipher, the key derivation and the signature. */

// Pure: a bundle that takes only toHex from here (the upload encoder) drops them.
const encoder = /* @__PURE__ */ new TextEncoder();
const strictDecoder = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

/** A key or secret: raw bytes, or a string taken as its UTF-8 bytes. */
export type KeyInput = Uint8Array | string;

export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/** Throws a `TypeError` when the bytes are not valid UTF-8. */
export function utf8Decode(bytes: Uint8Array): string {
  return strictDecoder.decode(bytes);
}

/** Copies the key so a caller mutating its array later cannot change a cipher in use. */
export function keyBytes(key: KeyInput, what: string): Uint8Array<ArrayBuffer> {
  if (typeof key === 'string') return utf8Encode(key);
  if (key instanceof Uint8Array) return new Uint8Array(key);
  throw new TypeError(`${what}: expected a Uint8Array or a string`);
}

export function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += (byte < 16 ? '0' : '') + byte.toString(16);
  return hex;
}

/** Returns undefined unless the text is an even-length lowercase or uppercase hex string. */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
