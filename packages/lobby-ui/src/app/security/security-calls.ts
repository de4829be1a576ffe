// lobby-core's security calls (`lobby.money`) in the shape the security blocks take: a success,
// or the hall's code and message for the block to place (security-codes.ts).
import type { LobbyMoneyControls, MoneyFailure } from '@lobbykit/lobby-core';
import type { SelfExclusionResult } from '../../security/SelfExclusionForm';
import type { BindTarget, BindValues, SecurityFailure, SecurityResult } from '../../security/security-types';

/** Seconds before another code may be asked for (the hall's own throttle is longer). */
const RESEND_SECONDS = 60;
const DAY_MS = 86_400_000;

/** A refusal before sending (the block checked the same already) or after: its code and words. */
type Refused = MoneyFailure | { readonly ok: false; readonly reason: 'invalid' };

function securityFailureOf(outcome: Refused): SecurityFailure {
  return outcome.reason === 'refused'
    ? { ok: false, code: outcome.code, message: outcome.message }
    : { ok: false };
}

const resultOf = (outcome: { readonly ok: true } | Refused): SecurityResult =>
  outcome.ok ? { ok: true } : securityFailureOf(outcome);

export interface SecurityCalls {
  readonly sendCode: (target: BindTarget) => Promise<number | SecurityFailure>;
  readonly bind: (values: BindValues) => Promise<SecurityResult>;
  readonly bindGoogleAuth: (code: string) => Promise<SecurityResult>;
  readonly setSelfExclusion: (days: number) => Promise<SelfExclusionResult>;
  readonly changeLoginPassword: (values: {
    readonly oldPassword: string;
    readonly password: string;
  }) => Promise<SecurityResult>;
}

/** The calls of the security page, the forced-binding dialog and the forced password change; `now` dates a ban the hall left undated. */
export function securityCallsOf(money: LobbyMoneyControls, now: () => number): SecurityCalls {
  return {
    sendCode: async (target) => {
      const sent = await money.sendCode(
        target.channel === 'phone'
          ? { channel: 'sms', phone: target.phone, areaCode: target.areaCode }
          : { channel: 'email', email: target.email },
      );
      return sent.ok ? RESEND_SECONDS : securityFailureOf(sent);
    },
    bind: async (values) =>
      resultOf(
        values.channel === 'phone'
          ? await money.bindPhone({ phone: values.phone, areaCode: values.areaCode, code: values.code })
          : await money.bindEmail({ email: values.email, code: values.code }),
      ),
    bindGoogleAuth: async (code) => resultOf(await money.bindGoogleAuth(code)),
    changeLoginPassword: async ({ oldPassword, password }) =>
      resultOf(await money.changeLoginPassword(oldPassword, password)),
    setSelfExclusion: async (days) => {
      const set = await money.setSelfExclusion(days);
      if (!set.ok) return securityFailureOf(set);
      return { ok: true, until: set.data.until ?? now() + days * DAY_MS };
    },
  };
}
