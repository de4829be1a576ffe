import { noticeTypes } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { ackFrame, authFrame, decodeFrame, PING_FRAME } from './wire';

describe('wire frames', () => {
  describe('when the client sends', () => {
    it('pings with {"event":"ping"}', () => {
      expect(JSON.parse(PING_FRAME)).toEqual({ event: 'ping' });
    });
    it('acks with the msgId', () => {
      expect(JSON.parse(ackFrame('m-1'))).toEqual({ event: 'ack', msgId: 'm-1' });
    });
    it('authenticates with authStr', () => {
      expect(JSON.parse(authFrame('1001-tok'))).toEqual({ event: 'auth', authStr: '1001-tok' });
    });
  });
});

describe('decodeFrame', () => {
  describe('when the frame is a valid notice', () => {
    it.each(noticeTypes)('decodes a %s notice', (type) => {
      expect(decodeFrame(JSON.stringify({ msgId: 'a1', type, data: {} }))).toEqual({
        kind: 'notice',
        notice: { msgId: 'a1', type, data: {} },
      });
    });
    it('applies the contract schema (isFirst "1" becomes true, a numeric msgId a string)', () => {
      const frame = decodeFrame(
        '{"msgId":42,"type":"payOrderSuccess","data":{"isFirst":"1","amount":"12.50"}}',
      );
      expect(frame).toEqual({
        kind: 'notice',
        notice: { msgId: '42', type: 'payOrderSuccess', data: { isFirst: true, amount: 12.5 } },
      });
    });
    it('gives a notice without data an empty object', () => {
      expect(decodeFrame('{"msgId":"x","type":"jackpot"}')).toMatchObject({ notice: { data: {} } });
    });
  });

  describe('when the frame has a msgId but fails the schema', () => {
    it('marks an unknown type invalid, keeping the msgId for the ack', () => {
      expect(decodeFrame('{"msgId":"m9","type":"lottery","data":{}}')).toMatchObject({
        kind: 'invalid',
        msgId: 'm9',
      });
    });
    it('marks bad data invalid', () => {
      const frame = decodeFrame('{"msgId":"m8","type":"payOrderSuccess","data":{"isFirst":"yes"}}');
      expect(frame).toMatchObject({ kind: 'invalid', msgId: 'm8' });
      expect(frame.kind === 'invalid' && frame.message.length).toBeGreaterThan(0);
    });
  });

  describe('when the frame carries an event', () => {
    it('is a control frame', () => {
      expect(decodeFrame('{"event":"pong","serverTime":1}')).toEqual({ kind: 'control', event: 'pong' });
    });
    it('is a control frame even with a msgId, unless the event is "notice"', () => {
      expect(decodeFrame('{"event":"error","msgId":"m1","type":"jackpot"}')).toEqual({
        kind: 'control',
        event: 'error',
      });
    });
  });

  describe('when the frame is tagged "event":"notice" (the reference hall server)', () => {
    it('decodes the notice without the tag', () => {
      expect(
        decodeFrame('{"event":"notice","msgId":"9007199254740993123","type":"jackpot","data":{"amount":3}}'),
      ).toEqual({
        kind: 'notice',
        notice: { msgId: '9007199254740993123', type: 'jackpot', data: { amount: 3 } },
      });
    });
    it('keeps the msgId of an invalid one for the ack', () => {
      expect(decodeFrame('{"event":"notice","msgId":"m7","type":"lottery"}')).toMatchObject({
        kind: 'invalid',
        msgId: 'm7',
      });
    });
    it('is a bad frame without a msgId', () => {
      expect(decodeFrame('{"event":"notice","type":"jackpot"}')).toMatchObject({ kind: 'bad' });
    });
  });

  describe('when nothing can be acked', () => {
    it.each([
      ['not text', new Uint8Array([1])],
      ['not JSON', '{nope'],
      ['not an object', '[1,2]'],
      ['null', 'null'],
      ['no msgId', '{"type":"jackpot","data":{}}'],
      ['empty msgId', '{"msgId":"","type":"jackpot"}'],
    ])('is a bad frame (%s)', (_name, data) => {
      expect(decodeFrame(data)).toMatchObject({ kind: 'bad' });
    });
  });
});
