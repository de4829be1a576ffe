// Risk rules: which calls need a captcha now, and whether the call carries a valid pass token.
import { ServiceCode } from '@lobbykit/contract';
import type { CallContext } from '../handlers/types';
import { fail, type HallReply } from '../protocol/reply';

/** The fields a captcha-guarded call carries after a successful validation. */
function captchaPassed(context: CallContext, account: string | undefined): boolean {
  const { params, hall, site } = context;
  return hall.risk.consumePassToken(site.siteCode, account, params.pass_token, params.lot_number);
}

function captchaRequired(context: CallContext, code: string): HallReply {
  return fail(code, 'captcha required', {
    captcha_id: `lk-puzzle-${context.site.siteId}`,
    type: code === ServiceCode.SmsCodeGeetest ? 'sms' : 'slide',
  });
}

/**
 * The captcha a call needs now, or undefined: the control API's forced captcha for this
 * route, or the site's captcha after repeated failed logins (for login).
 */
function captchaDemand(context: CallContext, riskKey: string | undefined): string | undefined {
  const forced = context.runtime.forcedCaptcha;
  if (forced && forced.routes.includes(context.endpoint.name)) return forced.code;
  if (context.endpoint.name === 'login' && riskKey !== undefined) {
    const failures = context.hall.risk.loginFailures(context.site.siteCode, riskKey, context.ip);
    if (failures >= context.site.loginFailuresBeforeCaptcha) return context.site.captchaCode;
  }
  return undefined;
}

/**
 * Answers the captcha code when one is needed and no valid pass token came; undefined lets the
 * call run. `account` is what the lobby named the challenge for (the pass token must be for it);
 * `riskKey` the failed-login counter of the call, when it is not the account itself (a log-in by
 * phone counts under its full number, not as a username).
 */
export function guardCaptcha(
  context: CallContext,
  account: string | undefined,
  riskKey: string | undefined = account,
): HallReply | undefined {
  const code = captchaDemand(context, riskKey);
  if (code === undefined) return undefined;
  return captchaPassed(context, account) ? undefined : captchaRequired(context, code);
}
