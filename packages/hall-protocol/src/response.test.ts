import { isSuccessCode } from '@lobbykit/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeBody, decodeJson, readEnvelope } from './response';
import { createCipher } from './crypto/index';

const cipher = createCipher({ key: 'k'.repeat(32) });

describe('decodeJson', () => {
  describe('when the body is {"encryptString"}', () => {
    it('decrypts it and parses the plaintext', async () => {
      const body = JSON.stringify({
        encryptString: await cipher.encrypt('{"code":0,"data":{"id":12345678901234567890}}'),
      });
      expect(await decodeJson(body, cipher)).toEqual({
        ok: true,
        value: { code: 0, data: { id: '12345678901234567890' } },
        sealed: true,
      });
    });

    it('reports a body that does not decrypt or decrypts to non-JSON', async () => {
      expect(await decodeJson('{"encryptString":"AAAA"}', cipher)).toMatchObject({
        ok: false,
        reason: 'does not decrypt',
      });
      const notJson = JSON.stringify({ encryptString: await cipher.encrypt('<html>') });
      expect(await decodeJson(notJson, cipher)).toMatchObject({ ok: false, reason: 'not JSON' });
    });
  });

  describe('when the body is over the size or depth limit of parseJson', () => {
    it('is not JSON, with the RangeError as cause', async () => {
      const tooLong = JSON.stringify({ code: 0, data: 'x'.repeat(5 * 1024 * 1024) });
      expect(await decodeJson(tooLong, cipher)).toMatchObject({
        ok: false,
        reason: 'not JSON',
        cause: expect.any(RangeError),
      });
      const tooDeep = `{"code":0,"data":${'['.repeat(100)}${']'.repeat(100)}}`;
      expect(await decodeJson(tooDeep, undefined)).toMatchObject({
        ok: false,
        reason: 'not JSON',
        cause: expect.any(RangeError),
      });
    });
  });

  describe('when encryptString is one field among others', () => {
    it('leaves the body as it is', async () => {
      expect(await decodeJson('{"encryptString":"x","code":0}', cipher)).toEqual({
        ok: true,
        value: { encryptString: 'x', code: 0 },
        sealed: false,
      });
    });
  });
});

describe('decodeBody', () => {
  describe('when the body came sealed or plain', () => {
    it('says whether it was sealed: only a sealed body was written by a holder of the key', async () => {
      const sealed = JSON.stringify({ encryptString: await cipher.encrypt('{"code":0}') });
      expect(await decodeBody(sealed, cipher)).toMatchObject({ ok: true, sealed: true });
      expect(await decodeBody('{"code":0}', cipher)).toMatchObject({ ok: true, sealed: false });
      expect(await decodeBody(sealed.replace('encryptString', 'other'), cipher)).toMatchObject({
        ok: false,
        reason: 'not an envelope',
      });
    });
  });
});

describe('readEnvelope', () => {
  describe('when the envelope is valid', () => {
    it('turns null message and data into undefined', () => {
      expect(readEnvelope({ code: 0, message: null, data: null }, isSuccessCode)).toEqual({
        ok: true,
        envelope: { code: 0, message: undefined, data: undefined },
      });
    });
  });

  describe('when there is no code', () => {
    it('is not an envelope', () => {
      expect(readEnvelope({ data: 1 }, isSuccessCode)).toMatchObject({
        ok: false,
        reason: 'not an envelope',
      });
    });
  });

  describe('when a schema is given', () => {
    const schema = v.object({ n: v.number() });

    it('checks data on success only', () => {
      expect(readEnvelope({ code: 0, data: { n: 1 } }, isSuccessCode, schema)).toMatchObject({
        ok: true,
        envelope: { data: { n: 1 } },
      });
      expect(readEnvelope({ code: 0, data: { n: 'x' } }, isSuccessCode, schema)).toMatchObject({ ok: false });
      expect(readEnvelope({ code: 1011, data: 'anything' }, isSuccessCode, schema)).toMatchObject({
        ok: true,
      });
    });
  });
});
