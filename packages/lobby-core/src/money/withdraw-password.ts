/**
 * The withdraw password's rule (issue "Money" item 6, spec §5 "Payment password: exactly 6
 * digits"): six digits, not six equal ones, not six that count up or down by one (`123456`,
 * `654321`): the first values anyone guessing tries. The hall refuses the same.
 */
import { PAY_PASSWORD_LENGTH } from '@lobbykit/contract';

/** Why a new withdraw password is refused. */
export type WithdrawPasswordCode = 'length' | 'digits' | 'sameDigits' | 'consecutive';

export type WithdrawPasswordCheck =
  { readonly ok: true } | { readonly ok: false; readonly code: WithdrawPasswordCode };

export function checkWithdrawPassword(password: string): WithdrawPasswordCheck {
  if (password.length !== PAY_PASSWORD_LENGTH) return { ok: false, code: 'length' };
  if (!/^\d+$/.test(password)) return { ok: false, code: 'digits' };
  const steps = new Set<number>();
  for (let i = 1; i < password.length; i++) steps.add(password.charCodeAt(i) - password.charCodeAt(i - 1));
  const [step] = steps;
  if (steps.size === 1 && step === 0) return { ok: false, code: 'sameDigits' };
  if (steps.size === 1 && (step === 1 || step === -1)) return { ok: false, code: 'consecutive' };
  return { ok: true };
}
