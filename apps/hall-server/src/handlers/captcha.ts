// Captcha challenge and validation, before login (account in the params) and after (the
// session's user). The built-in slide puzzle answers 1119, 1124, 1125 and 1126; 1127 sends
// an SMS code (listed by the control API's outbox).
import { ServiceCode } from '@lobbykit/contract';
import { makePuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from '../images/puzzle';
import { ok } from '../protocol/reply';
import { text } from './params';
import type { CallContext, RouteSpec, RouteTable } from './types';

const dataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;

function challenge(context: CallContext, account: string | undefined) {
  const { hall, site, ip, params } = context;
  const restrictedMs = hall.risk.restrictedMs(site.siteCode, ip);
  if (restrictedMs > 0) return ok({ restricted: true, code: 'error_01', restrictedMs });
  const wantsSms =
    text(params, 'type') === 'sms' || context.runtime.forcedCaptcha?.code === ServiceCode.SmsCodeGeetest;
  if (wantsSms) {
    const phone = text(params, 'phone') ?? context.user?.phone;
    if (!phone) return { code: ServiceCode.PhoneError, message: 'an SMS captcha needs a phone number' };
    const sent = hall.risk.sendCode(phone, 'sms', 'captcha');
    const created = hall.risk.createChallenge({
      siteCode: site.siteCode,
      siteId: site.siteId,
      account,
      type: 'sms',
      answer: sent.code,
      phone,
    });
    return ok({
      captcha_id: created.captchaId,
      lot_number: created.lotNumber,
      type: 'sms',
      phone,
      expiresInMs: 120_000,
    });
  }
  const puzzle = makePuzzle();
  const created = hall.risk.createChallenge({
    siteCode: site.siteCode,
    siteId: site.siteId,
    account,
    type: 'slide',
    answer: String(puzzle.x),
  });
  return ok({
    captcha_id: created.captchaId,
    lot_number: created.lotNumber,
    type: 'slide',
    width: PUZZLE_WIDTH,
    height: PUZZLE_HEIGHT,
    pieceSize: PIECE_SIZE,
    pieceY: puzzle.y,
    background: dataUrl(puzzle.background),
    piece: dataUrl(puzzle.piece),
    expiresInMs: 120_000,
  });
}

function validate(context: CallContext, account: string | undefined) {
  const { hall, site, ip, params } = context;
  const lotNumber = text(params, 'lot_number') ?? '';
  const output = text(params, 'captcha_output') ?? '';
  const outcome = hall.risk.validate({
    siteCode: site.siteCode,
    ip,
    ...(account === undefined ? {} : { account }),
    lotNumber,
    output,
  });
  if (outcome.ok) {
    return ok({
      result: 'success',
      captcha_id: text(params, 'captcha_id') ?? `lk-puzzle-${site.siteId}`,
      lot_number: outcome.lotNumber,
      pass_token: outcome.passToken,
      gen_time: outcome.genTime,
      captcha_output: output,
    });
  }
  const messages = {
    error_01: 'too many failed attempts: try again later',
    error_02: 'unknown or used challenge',
    error_04: 'the challenge expired',
    error_11: 'wrong answer',
    error_12: 'too many failed attempts',
  } as const;
  return ok({
    result: 'fail',
    code: outcome.code,
    message: messages[outcome.code],
    lot_number: outcome.lotNumber,
    ...(outcome.restrictedMs === undefined ? {} : { restrictedMs: outcome.restrictedMs }),
  });
}

const before = (run: typeof challenge): RouteSpec => ({
  handle: (context) => run(context, text(context.params, 'account')),
});
const after = (run: typeof challenge): RouteSpec => ({
  auth: 'user',
  handle: (context) => run(context, context.user?.username),
});

export const captchaRoutes: RouteTable = {
  captchaChallenge: before(challenge),
  userCaptchaChallenge: after(challenge),
  captchaValidate: before(validate),
  userCaptchaValidate: after(validate),
};
