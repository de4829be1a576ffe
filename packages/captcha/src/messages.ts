// The texts the lobby shows for a captcha failure (spec §8 "Reactions"): ready-made English
// templates, or the message key of @lobbykit/contract for a lobby that translates with i18n.
import { errorKeys } from '@lobbykit/contract';
import type { CaptchaError } from './errors';

/** Message templates; `{seconds}`, `{code}` and `{lotNumber}` are filled in. */
export interface CaptchaMessageTexts {
  /** @default 'Too many verification attempts. Try again in {seconds} s.' */
  restricted: string;
  /** @default 'Verification failed (code {code}, lot {lotNumber}).' */
  failed: string;
  /** Used when there is no lot number. @default 'Verification failed (code {code}).' */
  failedNoLot: string;
}

export const defaultCaptchaMessageTexts: CaptchaMessageTexts = {
  restricted: 'Too many verification attempts. Try again in {seconds} s.',
  failed: 'Verification failed (code {code}, lot {lotNumber}).',
  failedNoLot: 'Verification failed (code {code}).',
};

/** Whole seconds left, rounded up so the message never says 0 while still restricted. */
export function secondsLeft(remainingMs: number): number {
  return Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The message for a captcha error, or undefined when none should be shown (the user
 * cancelled, the caller aborted). A restriction states the seconds left: pass the live
 * `remainingMs` to keep a countdown current.
 */
export function captchaMessage(
  error: CaptchaError,
  options: { remainingMs?: number; texts?: Partial<CaptchaMessageTexts> } = {},
): string | undefined {
  const texts = { ...defaultCaptchaMessageTexts, ...options.texts };
  if (error.kind === 'cancelled' || error.kind === 'aborted') return undefined;
  if (error.kind === 'restricted') {
    return fill(texts.restricted, {
      seconds: String(secondsLeft(options.remainingMs ?? error.remainingMs ?? 0)),
    });
  }
  const values = { code: error.code, lotNumber: error.lotNumber ?? '' };
  return fill(error.lotNumber ? texts.failed : texts.failedNoLot, values);
}

/** A captcha failure as a message key of @lobbykit/contract and the values its text names. */
export type CaptchaMessageKey =
  | { key: typeof errorKeys.captchaRestricted; params: { seconds: number } }
  | { key: typeof errorKeys.captcha; params: { code: string; lotNumber: string } };

/**
 * The message key and its values for a captcha error, for a lobby that shows its texts
 * through @lobbykit/i18n (`t(message.key, message.params)`), or undefined when none should be
 * shown. Same cases as {@link captchaMessage}; `lotNumber` is '' when the vendor gave none.
 */
export function captchaMessageKey(
  error: CaptchaError,
  options: { remainingMs?: number } = {},
): CaptchaMessageKey | undefined {
  if (error.kind === 'cancelled' || error.kind === 'aborted') return undefined;
  if (error.kind === 'restricted') {
    const seconds = secondsLeft(options.remainingMs ?? error.remainingMs ?? 0);
    return { key: errorKeys.captchaRestricted, params: { seconds } };
  }
  return { key: errorKeys.captcha, params: { code: error.code, lotNumber: error.lotNumber ?? '' } };
}
