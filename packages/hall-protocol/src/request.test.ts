import { ENCRYPTED_CONTENT_TYPE, ENCRYPTED_FIELD, HALL_BASE_PATH } from '@lobbykit/contract';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from './crypto/cipher';
import { paramText } from './param-text';
import { buildLiveRequest } from './request';
import { decodeBody } from './response';
import { uploadBody } from './upload';

const LINE = 'https://api.example.test';
const cipher = createCipher({ key: 'lobbykit-test-static-key-32bytes' });

describe('buildLiveRequest', () => {
  describe('when the call is a GET', () => {
    it('sends the parameters as one encrypted query value and signs no body', async () => {
      const built = await buildLiveRequest(LINE, 'GET', '/home/siteInfo', { siteCode: 'demo' }, cipher);
      const url = new URL(built.url);
      expect(url.pathname).toBe(`${HALL_BASE_PATH}/home/siteInfo`);
      expect([...url.searchParams.keys()]).toEqual([ENCRYPTED_FIELD]);
      expect(JSON.parse(await cipher.decrypt(url.searchParams.get(ENCRYPTED_FIELD)!))).toEqual({
        siteCode: 'demo',
      });
      expect(built.target).toBe(url.pathname + url.search);
      expect(built.signedBody).toBe('');
      expect(built.body).toBeUndefined();
    });

    it('sends plain parameters without a cipher, objects as JSON and undefined left out', async () => {
      const built = await buildLiveRequest(
        LINE,
        'GET',
        '/home/gameList',
        { page: 2, filter: { hot: true }, skipped: undefined },
        undefined,
      );
      const query = new URL(built.url).searchParams;
      expect(Object.fromEntries(query)).toEqual({ page: '2', filter: '{"hot":true}' });
    });
  });

  describe('when the call is a POST', () => {
    it('signs exactly the body it sends, sealed under the encrypted content type', async () => {
      const built = await buildLiveRequest(LINE, 'POST', '/pay/deposit', { amount: '10.00' }, cipher);
      expect(built.body).toBe(built.signedBody);
      expect(built.contentType).toBe(`${ENCRYPTED_CONTENT_TYPE};charset=UTF-8`);
      const sealed = JSON.parse(built.signedBody) as Record<string, string>;
      expect(Object.keys(sealed)).toEqual([ENCRYPTED_FIELD]);
      expect(JSON.parse(await cipher.decrypt(sealed[ENCRYPTED_FIELD]!))).toEqual({ amount: '10.00' });
    });
  });

  describe('when the call is an upload', () => {
    /** The body read back by the platform's own multipart parser. */
    const formOf = (built: { body: unknown; contentType: string | undefined }) =>
      new Response(built.body as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': built.contentType! },
      }).formData();

    it('sends files as parts of their own and the other fields encrypted in one part', async () => {
      const file = new Blob(['abcd'], { type: 'image/png' });
      const built = await buildLiveRequest(
        LINE,
        'POST',
        '/user/upload',
        { file, purpose: 'voucher' },
        cipher,
        uploadBody,
      );
      expect(built.contentType).toMatch(/^multipart\/form-data; boundary=lobbykit-[0-9a-f-]{36}$/);
      const form = await formOf(built);
      const sent = form.get('file') as File;
      expect([sent.size, sent.type, sent.name]).toEqual([4, 'image/png', 'blob']);
      expect(await sent.text()).toBe('abcd');
      expect(form.get('purpose')).toBeNull();
      expect(JSON.parse(await cipher.decrypt(form.get(ENCRYPTED_FIELD) as string))).toEqual({
        purpose: 'voucher',
      });
    });

    it('signs the SHA-256 of the exact bytes it sends, so no byte can change unnoticed', async () => {
      const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
      const built = await buildLiveRequest(LINE, 'POST', '/user/upload', { file }, cipher, uploadBody);
      const bytes = built.body as Uint8Array;
      expect(built.signedBody).toBe(createHash('sha256').update(bytes).digest('hex'));
      const changed = bytes.slice();
      changed[changed.indexOf('h'.charCodeAt(0))] = 'j'.charCodeAt(0);
      expect(createHash('sha256').update(changed).digest('hex')).not.toBe(built.signedBody);
    });

    it('sends each field as its own plain part without a cipher', async () => {
      const encoded = await uploadBody(
        { purpose: 'voucher', count: 2, meta: { a: 1 }, skip: undefined },
        undefined,
      );
      const form = await formOf(encoded);
      expect(form.get('purpose')).toBe('voucher');
      expect(form.get('count')).toBe('2');
      expect(form.get('meta')).toBe('{"a":1}');
      expect(form.has('skip')).toBe(false);
      expect(form.get(ENCRYPTED_FIELD)).toBeNull();
    });

    it("keeps a File's name, escaping quotes and line breaks as the form-data encoding does", async () => {
      const file = new File(['x'], 'a"b\r\n.png', { type: 'image/png' });
      const { body } = await uploadBody({ 'my"field': file }, undefined);
      const text = new TextDecoder().decode(body);
      expect(text).toContain(
        'name="my%22field"; filename="a%22b%0D%0A.png"\r\nContent-Type: image/png\r\n\r\nx\r\n',
      );
    });

    it('draws a new boundary for every body', async () => {
      const first = await uploadBody({ a: 'x' }, undefined);
      const second = await uploadBody({ a: 'x' }, undefined);
      expect(first.contentType).not.toBe(second.contentType);
    });
  });
});

describe('paramText', () => {
  it.each([
    ['text', 'text'],
    [12, '12'],
    [true, 'true'],
    [null, 'null'],
    [{ a: 1 }, '{"a":1}'],
  ])('writes %j as %j', (value, text) => {
    expect(paramText(value)).toBe(text);
  });
});

describe('a request and its answer', () => {
  describe('when the hall seals its answer with the same key', () => {
    it('reads back the envelope the hall sealed', async () => {
      const sealed = JSON.stringify({
        [ENCRYPTED_FIELD]: await cipher.encrypt('{"code":0,"data":{"orderId":12345678901234567890}}'),
      });
      const decoded = await decodeBody(sealed, cipher);
      expect(decoded).toEqual({
        ok: true,
        envelope: { code: 0, message: undefined, data: { orderId: '12345678901234567890' } },
        sealed: true,
      });
    });
  });
});
