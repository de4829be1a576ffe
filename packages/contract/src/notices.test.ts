import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNoticeType, noticeEnvelopeSchema, noticeSchema, noticeTypes } from './notices';

// Copied by hand from spec §3 "Realtime notice types", in spec order.
const specTypes = [
  'payOrderSuccess',
  'withdrawOrderSuccess',
  'payOrderSuccessNotice',
  'multipleLogin',
  'registerSuccess',
  'activeDetails',
  'noWalletOrderMsg',
  'gameGoldChange',
  'jackpot',
  'changeBankPassRegister',
];

describe('noticeTypes', () => {
  describe('when compared with the spec', () => {
    it('has the 10 spec types in order', () => {
      expect(noticeTypes).toEqual(specTypes);
    });

    it('is recognised by isNoticeType', () => {
      for (const type of specTypes) expect(isNoticeType(type)).toBe(true);
      expect(isNoticeType('PayOrderSuccess')).toBe(false);
      expect(isNoticeType(undefined)).toBe(false);
    });
  });
});

describe('noticeSchema', () => {
  describe('when every type arrives', () => {
    it.each(specTypes)('parses a %s notice', (type) => {
      const out = v.parse(noticeSchema, { msgId: 'm-1', type, data: {} });
      expect(out.type).toBe(type);
      expect(out.msgId).toBe('m-1');
    });
  });

  describe('when a pay notice arrives', () => {
    it('reads isFirst and keeps a large order id exact', () => {
      const out = v.parse(noticeSchema, {
        msgId: 12,
        type: 'payOrderSuccess',
        data: { isFirst: 1, orderId: '9007199254740993123', amount: '100.00', currency: 'THB' },
      });
      expect(out).toEqual({
        msgId: '12',
        type: 'payOrderSuccess',
        data: { isFirst: true, orderId: '9007199254740993123', amount: 100, currency: 'THB' },
      });
    });

    it('rejects an order id sent as an unsafe number', () => {
      const result = v.safeParse(noticeSchema, {
        msgId: 'm',
        type: 'withdrawOrderSuccess',
        data: { orderId: 2 ** 53 + 2 },
      });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('data.orderId');
    });
  });

  describe('when data is missing or null', () => {
    it('gives an empty object', () => {
      expect(v.parse(noticeSchema, { msgId: 'a', type: 'multipleLogin' }).data).toEqual({});
      expect(v.parse(noticeSchema, { msgId: 'a', type: 'jackpot', data: null }).data).toEqual({});
    });
  });

  describe('when the notice is malformed', () => {
    it('reports an unknown type clearly', () => {
      const result = v.safeParse(noticeSchema, { msgId: 'a', type: 'somethingNew', data: {} });
      expect(result.success).toBe(false);
      expect(result.issues![0].message).toBe('unknown notice type');
    });

    it('reports a missing msgId', () => {
      const result = v.safeParse(noticeSchema, { type: 'jackpot', data: {} });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('msgId');
    });

    it('reports bad data fields', () => {
      const result = v.safeParse(noticeSchema, {
        msgId: 'a',
        type: 'gameGoldChange',
        data: { game_gold: 'x' },
      });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('data.game_gold');
    });

    it('rejects non-objects without throwing', () => {
      for (const value of [null, 'ping', 3, []]) expect(v.safeParse(noticeSchema, value).success).toBe(false);
    });
  });
});

describe('noticeEnvelopeSchema', () => {
  describe('when the type is unknown', () => {
    it('still yields the msgId to acknowledge', () => {
      expect(v.parse(noticeEnvelopeSchema, { msgId: 7, type: 'future' }).msgId).toBe('7');
    });
  });
});
