/** HKDF-SHA256 to 32 bytes: the last step of both session keys, the token-derived one and the bound one. */
export async function hkdf(
  subtle: SubtleCrypto,
  secret: BufferSource,
  salt: BufferSource,
  info: BufferSource,
): Promise<Uint8Array<ArrayBuffer>> {
  const base = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, base, 256));
}
