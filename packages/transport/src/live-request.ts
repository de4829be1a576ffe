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

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

export async function buildLiveRequest(
  line: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
  cipher: Cipher | undefined,
  upload: boolean,
): Promise<LiveRequest> {
  const url = new URL(`${line}${HALL_BASE_PATH}${path}`);
  let body: string | FormData | undefined;
  let signedBody = '';
  let contentType: string | undefined;
  if (method === 'GET') {
    const query = new URLSearchParams();
    if (cipher) query.set(ENCRYPTED_FIELD, await cipher.encrypt(JSON.stringify(params)));
    else for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, stringify(value));
    url.search = query.toString();
  } else if (upload) {
    const form = new FormData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(params)) {
      if (isBlob(value)) form.append(key, value);
      else if (!cipher && value !== undefined) form.append(key, stringify(value));
      else fields[key] = value;
    }
    if (cipher) form.append(ENCRYPTED_FIELD, await cipher.encrypt(JSON.stringify(fields)));
    body = form;
  } else {
    const json = JSON.stringify(params);
    signedBody = cipher ? JSON.stringify({ [ENCRYPTED_FIELD]: await cipher.encrypt(json) }) : json;
    body = signedBody;
    contentType = cipher ? `${ENCRYPTED_CONTENT_TYPE};charset=UTF-8` : 'application/json';
  }
  return { url: url.href, target: url.pathname + url.search, body, signedBody, contentType };
}

const stringify = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
