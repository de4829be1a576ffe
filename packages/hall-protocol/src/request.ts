/** Builds the URL, body and signed parts of a live hall call (see "The wire format" in the README). */
import { ENCRYPTED_CONTENT_TYPE, ENCRYPTED_FIELD, HALL_BASE_PATH } from '@lobbykit/contract';
import { toHex } from './crypto/bytes';
import type { Cipher } from './crypto/types';
import { paramText } from './param-text';

export interface LiveRequest {
  /** Full URL to fetch. */
  url: string;
  /** pathname + search, exactly as sent: the signed path. */
  target: string;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  /**
   * The body as signed: the text sent, '' for GET, and for a multipart upload the lowercase
   * hex SHA-256 of its exact bytes (a changed byte or an added part breaks the signature).
   */
  signedBody: string;
  contentType: string | undefined;
}

/** A multipart body as it is sent: its exact bytes and the content type naming its boundary. */
export interface EncodedUpload {
  body: Uint8Array<ArrayBuffer>;
  /** `multipart/form-data; boundary=...` */
  contentType: string;
}

/** Builds the multipart body of an upload endpoint (see `@lobbykit/hall-protocol/upload`). */
export type UploadBody = (
  params: Record<string, unknown>,
  cipher: Cipher | undefined,
) => Promise<EncodedUpload>;

export async function buildLiveRequest(
  line: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
  cipher: Cipher | undefined,
  upload?: UploadBody,
  webCrypto: Crypto = globalThis.crypto,
): Promise<LiveRequest> {
  const url = new URL(line + HALL_BASE_PATH + path);
  let body: LiveRequest['body'];
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
    ({ body, contentType } = await upload(params, cipher));
    signedBody = toHex(new Uint8Array(await webCrypto.subtle.digest('SHA-256', body)));
  } else {
    body = signedBody = cipher ? JSON.stringify({ [ENCRYPTED_FIELD]: await cipher.encrypt(json) }) : json;
    contentType = cipher ? `${ENCRYPTED_CONTENT_TYPE};charset=UTF-8` : 'application/json';
  }
  return { url: url.href, target: url.pathname + url.search, body, signedBody, contentType };
}
