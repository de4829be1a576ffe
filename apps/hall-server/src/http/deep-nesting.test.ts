import { ENCRYPTED_FIELD } from '@lobbykit/contract';
import { createCipher } from '@lobbykit/hall-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { rawCall, startTestHall } from '../test-support/hall';

/** A JSON value nested `depth` arrays deep, as text (building it as a value would recurse). */
const nested = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('deeply nested parameters', () => {
  let server: HallServer;
  beforeAll(async () => {
    server = await startTestHall();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when a call nests its parameters 5000 deep', () => {
    it('answers a plain body with a 400 malformed-body that tells nothing of the server', async () => {
      const rawBody = `{"username":"abcd1","password":"Lobby1234","deep":${nested(5000)}}`;
      const answer = await rawCall(server, { path: '/home/login', params: {}, encrypt: false, rawBody });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'malformed-body' });
      expect(answer.text).not.toMatch(/stack|RangeError|call stack|server error/i);
    });

    it('answers an encrypted body with the same 400', async () => {
      const demo = server.sites.find((site) => site.siteCode === 'demo')!;
      const cipher = createCipher({ key: new TextEncoder().encode(demo.staticKey) });
      const sealed = await cipher.encrypt(`{"username":"abcd1","deep":${nested(5000)}}`);
      const rawBody = JSON.stringify({ [ENCRYPTED_FIELD]: sealed });
      const answer = await rawCall(server, { path: '/home/login', params: {}, rawBody });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'malformed-body' });
      expect(answer.text).not.toMatch(/stack|RangeError|call stack|server error/i);
    });

    it('still answers a call nested as deep as the protocol allows', async () => {
      const rawBody = `{"username":"nobody01","password":"Lobby1234","deep":${nested(30)}}`;
      const answer = await rawCall(server, { path: '/home/login', params: {}, encrypt: false, rawBody });
      expect(answer.status).toBe(200);
      expect(answer.body?.code).toBe('1011');
    });
  });
});
