/**
 * `@lobbykit/transport/upload`: the multipart body of upload endpoints. Each file (Blob)
 * is its own part under its parameter name; the other parameters travel as one part named
 * `encryptString` holding the cipher text of their JSON (with `noEncrypt`, each as its own
 * part). Pass it as the client's `upload` option; without it an upload call is refused.
 */
import { ENCRYPTED_FIELD } from '@lobbykit/contract';
import { paramText, type UploadBody } from './request';

export type { UploadBody } from './request';

export const uploadBody: UploadBody = async (params, cipher) => {
  const form = new FormData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value instanceof Blob) form.append(key, value);
    else if (!cipher && value !== undefined) form.append(key, paramText(value));
    else fields[key] = value;
  }
  if (cipher) form.append(ENCRYPTED_FIELD, await cipher.encrypt(JSON.stringify(fields)));
  return form;
};
