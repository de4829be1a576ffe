import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './test-support/clients';
import { TestHall } from './test-support/test-hall';
import { uploadBody } from './upload';

let hall: TestHall;
let made: TestClient | undefined;

beforeAll(async () => {
  hall = await TestHall.start();
});
afterAll(() => hall.close());
beforeEach(() => hall.reset());
afterEach(() => made?.lines.dispose());

describe('uploadBody', () => {
  describe('when uploading a file', () => {
    it('sends multipart with the file as is and the other fields encrypted', async () => {
      made = testClient(hall, { upload: uploadBody });
      const { client } = made;
      client.setSession({ token: 'tok-up' });
      const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
      const result = await client.request('uploadFile', { params: { file, kind: 'avatar' } });
      expect(result.ok).toBe(true);
      const [sent] = hall.requests;
      expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent!.body).toContain('name="encryptString"');
      expect(sent!.body).not.toContain('avatar');
      expect(sent!.params).toEqual({ file: 'file:a.txt:5', kind: 'avatar' });
    });
  });

  describe('when the call is not encrypted', () => {
    it('sends every field as its own part', async () => {
      const form = await uploadBody(
        { file: new Blob(['x']), kind: 'avatar', meta: { a: 1 }, skip: undefined },
        undefined,
      );
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
      made = testClient(hall);
      await expect(made.client.request('uploadFile', { params: { file: new Blob(['x']) } })).rejects.toThrow(
        TypeError,
      );
      expect(hall.requests).toHaveLength(0);
    });
  });
});
