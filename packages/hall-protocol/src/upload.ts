/**
 * `@lobbykit/hall-protocol/upload`: the multipart body of upload endpoints, written byte for
 * byte here rather than left to `fetch` and a FormData (which picks its own boundary), so the
 * request signature covers the exact bytes sent (`buildLiveRequest` signs their SHA-256). Each
 * file (Blob) is its own part under its parameter name; the other parameters travel as one
 * part named `encryptString` holding the cipher text of their JSON (with `noEncrypt`, each as
 * its own part). Pass it as the client's `upload` option; without it an upload call is refused.
 */
import { ENCRYPTED_FIELD } from '@lobbykit/contract';
import { paramText } from './param-text';
import type { UploadBody } from './request';

export type { EncodedUpload, UploadBody } from './request';

// What the HTML standard's form-data encoding escapes in a part's name and filename: '"' as
// %22, CR as %0D, LF as %0A, exactly what encodeURIComponent makes of them.
const escapeQuoted = (text: string) => text.replace(/["\r\n]/g, encodeURIComponent);

export const uploadBody: UploadBody = async (params, cipher) => {
  // 122 random bits: a file cannot hold the boundary by chance. (WebCrypto, which signs the
  // call, needs a secure context too, so randomUUID is always there.)
  const boundary = `lobbykit-${globalThis.crypto.randomUUID()}`;
  const chunks: (string | Blob)[] = [];
  const part = (name: string, value: string | Blob) => {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(name)}"`;
    if (typeof value !== 'string') {
      const filename = (value as Partial<File>).name ?? 'blob';
      head += `; filename="${escapeQuoted(filename)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}`;
    }
    chunks.push(`${head}\r\n\r\n`, value, '\r\n');
  };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value instanceof Blob) part(key, value);
    else if (!cipher && value !== undefined) part(key, paramText(value));
    else fields[key] = value;
  }
  if (cipher) part(ENCRYPTED_FIELD, await cipher.encrypt(JSON.stringify(fields)));
  chunks.push(`--${boundary}--\r\n`);
  return {
    body: new Uint8Array(await new Blob(chunks).arrayBuffer()),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};
