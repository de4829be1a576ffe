/** Builds the URL, body and signed parts of a live hall call (see "The wire format" in the README). */
import { ENCRYPTED_CONTENT_TYPE, ENCRYPTED_FIELD, HALL_BASE_PATH } from '@lobbykit/contract';
import type { Cipher } from './crypto/types';

export interface LiveRequest {
  /** Full URL to fetch. */
  url: string;
  /** pathname + search, exactly as sent: the signed path. */
  target: string;
  body: string | FormData | undefined;
  /** The body text that is signed: '' for GET and multipart. */
  signedBody: string;
  contentType: string | undefined;
}

/** Builds the multipart body of an upload endpoint (see `@lobbykit/transport/upload`). */
export type UploadBody = (params: Record<string, unknown>, cipher: Cipher | undefined) => Promise<FormData>;

/** A parameter as text: objects as JSON, the rest as `String` gives them. */
export const paramText = (value: unknown): string =>
  typeof value === 'object' && value ? JSON.stringify(value) : String(value);

export async function buildLiveRequest(
  line: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
  cipher: Cipher | undefined,
  upload?: UploadBody,
): Promise<LiveRequest> {
  const url = new URL(line + HALL_BASE_PATH + path);
  let body: string | FormData | undefined;
  let signedBody = '';
  let contentType: string | undefined;
  const json = JSON.stringify(params);
  if (method === 'GET') {
    const query = new URLSearchParams();
    if (cipher) query.set(ENCRYPTED_FIELD, await cipher.encrypt(json));
    else
      for (const [key, value] of Object.entries(params))
        if (value !== undefined) query.set(key, paramText(value));
    url.search = `${query}`;
  } else if (upload) {
    body = await upload(params, cipher);
  } else {
    body = signedBody = cipher ? JSON.stringify({ [ENCRYPTED_FIELD]: await cipher.encrypt(json) }) : json;
    contentType = cipher ? `${ENCRYPTED_CONTENT_TYPE};charset=UTF-8` : 'application/json';
  }
  return { url: url.href, target: url.pathname + url.search, body, signedBody, contentType };
}
