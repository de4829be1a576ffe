// Multipart bodies: taken by upload endpoints only, and signed over the SHA-256 of their exact
// bytes, so no part can be changed or added under a valid signature.
import { createCipher, deriveSessionKey, uploadBody } from '@lobbykit/hall-protocol';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { rawCall, startTestHall, testClient } from '../test-support/hall';
import { SEED_PASSWORD } from '../world/users';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

describe('uploads and their signature', () => {
  let server: HallServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestHall();
    const client = testClient(server, 'demo', { deviceId: 'upload-signature' });
    await client.login('player01');
    token = client.client.session.token!;
  });
  afterAll(async () => {
    await server.close();
  });

  /** An upload body as the lobby builds it: a file and one field sealed with the session key. */
  async function upload(file = new File(['hello'], 'a.txt', { type: 'text/plain' })) {
    const cipher = createCipher({ key: await deriveSessionKey(token) });
    return uploadBody({ file, purpose: 'avatar' }, cipher);
  }

  /** Sends an upload whose signature covers `signed` (the digest of the bytes the lobby built). */
  function send(body: Uint8Array<ArrayBuffer>, contentType: string, signed: string) {
    return rawCall(server, {
      path: '/user/upload',
      token,
      rawBody: body,
      signedBody: signed,
      headers: { 'content-type': contentType },
    });
  }

  describe('when an upload is signed over its exact bytes', () => {
    it('takes it', async () => {
      const { body, contentType } = await upload();
      const answer = await send(body, contentType, sha256(body));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        code: 0,
        data: { files: [{ field: 'file', filename: 'a.txt', size: 5 }], fields: { purpose: 'avatar' } },
      });
    });
  });

  describe('when a byte of the file changed after signing', () => {
    it('refuses it as a bad signature (401) and stores nothing', async () => {
      const { body, contentType } = await upload();
      const changed = bytes(text(body).replace('hello', 'jello'));
      const answer = await send(changed, contentType, sha256(body));
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'bad-signature' });
    });
  });

  describe('when a part was added after signing', () => {
    it('refuses it as a bad signature (401)', async () => {
      const { body, contentType } = await upload();
      const boundary = contentType.split('boundary=')[1]!;
      const extra = `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nvoucher\r\n--${boundary}--\r\n`;
      const added = bytes(text(body).replace(`--${boundary}--\r\n`, extra));
      const answer = await send(added, contentType, sha256(body));
      expect(answer.status).toBe(401);
    });
  });

  describe('when a multipart body is signed over an empty body, as uploads once were', () => {
    it('refuses it (401): the signature must cover the bytes', async () => {
      const { body, contentType } = await upload(new File(['swapped'], 'other.txt'));
      const answer = await send(body, contentType, '');
      expect(answer.status).toBe(401);
    });
  });

  describe('when a POST that is not an upload comes as multipart', () => {
    it('refuses it (415) before anything runs, however it is signed', async () => {
      const { body, contentType } = await uploadBody(
        { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
        undefined,
      );
      for (const signed of ['', sha256(body)]) {
        const answer = await rawCall(server, {
          path: '/home/login',
          rawBody: body,
          signedBody: signed,
          headers: { 'content-type': contentType },
        });
        expect(answer.status).toBe(415);
        expect(answer.headers.get('token')).toBeNull();
      }
    });
  });

  describe('when an upload does not come as multipart', () => {
    it('refuses it (415)', async () => {
      const answer = await rawCall(server, { path: '/user/upload', token, params: { purpose: 'avatar' } });
      expect(answer.status).toBe(415);
    });
  });

  describe('when an upload is resent under its request id', () => {
    it('replays it for the same file, and refuses another file under the same id (409)', async () => {
      const client = testClient(server, 'demo', { deviceId: 'upload-resend' });
      await client.login('newbie01');
      const file = (content: string) => new File([content], 'proof.png', { type: 'image/png' });
      const first = await client.call('uploadFile', { file: file('abcd'), purpose: 'voucher' });
      if (!first.ok) throw new Error(JSON.stringify(first.error));
      const again = await client.call(
        'uploadFile',
        { file: file('abcd'), purpose: 'voucher' },
        { requestId: first.requestId },
      );
      const other = await client.call(
        'uploadFile',
        { file: file('abce'), purpose: 'voucher' },
        { requestId: first.requestId },
      );
      expect(again.ok && again.headers.get('x-hall-replayed')).toBe('1');
      expect(other).toMatchObject({
        ok: false,
        error: { kind: 'http', status: 409, code: 'request-id-conflict' },
      });
    });
  });
});
