/** Lowercase hex of `bytes` random bytes from the injected WebCrypto. */
export function randomHex(webCrypto: Crypto, bytes = 16): string {
  let hex = '';
  for (const byte of webCrypto.getRandomValues(new Uint8Array(bytes))) hex += (byte < 16 ? '0' : '') + byte.toString(16);
  return hex;
}
