import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bindingAnswerSchema,
  codeSentAnswerSchema,
  googleAuthKeySchema,
  loginPasswordAnswerSchema,
  selfExclusionSchema,
} from './security';

describe('codeSentAnswerSchema', () => {
  describe('when the hall says where the code went', () => {
    it.each([
      [
        { sent: true, channel: 'sms', expiresInMs: 600000 },
        { sent: true, channel: 'sms', expiresInMs: 600000 },
      ],
      [
        { sent: 1, channel: 'email', expiresInMs: '60000' },
        { sent: true, channel: 'email', expiresInMs: 60000 },
      ],
      [
        { sent: true, channel: 'sms', expiresInMs: null },
        { sent: true, channel: 'sms', expiresInMs: undefined },
      ],
    ])('reads %j', (answer, read) => {
      expect(v.parse(codeSentAnswerSchema, answer)).toEqual(read);
    });
  });

  describe('when the channel is unknown', () => {
    it('fails', () => {
      expect(v.safeParse(codeSentAnswerSchema, { sent: true, channel: 'fax' }).success).toBe(false);
    });
  });
});

describe('googleAuthKeySchema', () => {
  describe('when the hall hands out a secret', () => {
    it('keeps the secret and the link', () => {
      const key = {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Demo:ana?secret=JBSWY3DPEHPK3PXP',
      };
      expect(v.parse(googleAuthKeySchema, key)).toEqual(key);
    });
  });

  describe('when the secret or the link is malformed', () => {
    it.each([
      { secret: 'not base32!', otpauthUrl: 'otpauth://totp/x' },
      { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'https://example.com' },
      { secret: 'JBSWY3DPEHPK3PXP' },
    ])('fails for %j', (answer) => {
      expect(v.safeParse(googleAuthKeySchema, answer).success).toBe(false);
    });
  });
});

describe('bindingAnswerSchema', () => {
  describe('when a binding is answered', () => {
    it.each([
      [{ phoneBound: true }, { phoneBound: true, emailBound: undefined, googleAuthBound: undefined }],
      [{ emailBound: 1 }, { phoneBound: undefined, emailBound: true, googleAuthBound: undefined }],
      [{ googleAuthBound: '1' }, { phoneBound: undefined, emailBound: undefined, googleAuthBound: true }],
    ])('reads %j', (answer, read) => {
      expect(v.parse(bindingAnswerSchema, answer)).toEqual(read);
    });
  });

  describe('when a flag is not a flag', () => {
    it('fails', () => {
      expect(v.safeParse(bindingAnswerSchema, { phoneBound: 'yes' }).success).toBe(false);
    });
  });
});

describe('selfExclusionSchema', () => {
  describe('when the hall says whether the player is excluded', () => {
    it.each([
      [{ excluded: false }, { excluded: false, until: undefined }],
      [
        { excluded: true, until: 1_900_000_000_000 },
        { excluded: true, until: 1_900_000_000_000 },
      ],
      [
        { excluded: 1, until: '1900000000000' },
        { excluded: true, until: 1_900_000_000_000 },
      ],
    ])('reads %j', (answer, read) => {
      expect(v.parse(selfExclusionSchema, answer)).toEqual(read);
    });
  });

  describe('when excluded is missing', () => {
    it('fails', () => {
      expect(v.safeParse(selfExclusionSchema, { until: 1 }).success).toBe(false);
    });
  });
});

describe('loginPasswordAnswerSchema', () => {
  it.each([
    [{ changed: true }, { changed: true }],
    [{ changed: 1 }, { changed: true }],
    [{ changed: '0' }, { changed: false }],
  ])('reads %j', (answer, read) => {
    expect(v.parse(loginPasswordAnswerSchema, answer)).toEqual(read);
  });

  it('fails without changed', () => {
    expect(v.safeParse(loginPasswordAnswerSchema, {}).success).toBe(false);
  });
});
