import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HallSession } from './client-types';
import { testClient, type TestClient } from './test-support/clients';
import { startReferenceHall, type ReferenceHall } from './test-support/reference-hall';
import { uploadBody } from './upload';

let hall: ReferenceHall;
let session: Required<HallSession>;
let made: TestClient | undefined;

beforeAll(async () => {
  hall = await startReferenceHall();
  session = await hall.login('player01');
});
afterAll(() => hall.close());
beforeEach(() => hall.control.requests.clear());
afterEach(() => made?.lines.dispose());

/** A fetch that keeps a copy of every request it sends. */
function recordingFetch(): { fetch: typeof fetch; sent: Request[] } {
  const sent: Request[] = [];
  return {
    sent,
    fetch: (input, init) => {
      const request = new Request(input, init);
      sent.push(request.clone());
      return globalThis.fetch(request);
    },
  };
}

describe('uploadBody', () => {
  describe('when uploading a file', () => {
    it('sends multipart with the file as is and the other fields encrypted', async () => {
      const recording = recordingFetch();
      made = testClient(hall.address, { upload: uploadBody, fetch: recording.fetch });
      const { client } = made;
      client.setSession(session);
      const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
      const result = await client.request('uploadFile', { params: { file, kind: 'avatar' } });
      const [sent] = recording.sent;
      expect(sent!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const body = await sent!.text();
      expect(body).toContain('name="encryptString"');
      expect(body).not.toContain('avatar');
      // The hall decrypted the fields and read the file as sent.
      expect(result.ok && result.data).toMatchObject({
        files: [{ field: 'file', filename: 'a.txt', size: 5 }],
        fields: { kind: 'avatar' },
      });
    });
  });

  describe('when the connection resets after the hall acted', () => {
    it('an upload reset after the hall acted is applied once', async () => {
      made = testClient(hall.address, { upload: uploadBody });
      const { client } = made;
      client.setSession(session);
      await hall.control.faults.add({ kind: 'reset', route: 'uploadFile', when: 'after', times: 1 });
      const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
      const result = await client.request('uploadFile', { params: { file, kind: 'avatar' } });
      // The resend reuses the request id; the hall must answer it from the first run.
      expect(result.ok && result.data).toMatchObject({ files: [{ filename: 'a.txt', size: 5 }] });
      const requestId = result.requestId;
      const logged = await hall.control.requests.list({ requestId });
      expect(logged.map((entry) => entry.route)).toEqual(['uploadFile', 'uploadFile']);
      expect(logged.reduce((runs, entry) => runs + entry.handled, 0)).toBe(1);
      expect(logged.filter((entry) => entry.replayed)).toHaveLength(1);
    });
  });

  describe('when the call is not encrypted', () => {
    it('sends every field as its own part', async () => {
      const encoded = await uploadBody(
        { file: new Blob(['x']), kind: 'avatar', meta: { a: 1 }, skip: undefined },
        undefined,
      );
      const form = await new Response(encoded.body, {
        headers: { 'content-type': encoded.contentType },
      }).formData();
      expect(form.get('kind')).toBe('avatar');
      expect(form.get('meta')).toBe('{"a":1}');
      expect(form.get('file')).toBeInstanceOf(Blob);
      expect(form.has('skip')).toBe(false);
      expect(form.has('encryptString')).toBe(false);
    });
  });
});

describe('hall client without uploadBody', () => {
  describe('when an upload endpoint is called', () => {
    it('throws a TypeError (a programming error) and sends nothing', async () => {
      made = testClient(hall.address);
      await expect(made.client.request('uploadFile', { params: { file: new Blob(['x']) } })).rejects.toThrow(
        TypeError,
      );
      expect(await hall.control.requests.list()).toEqual([]);
    });
  });
});
