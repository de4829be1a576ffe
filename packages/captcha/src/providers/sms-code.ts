// The SMS-code challenge (1127): the hall texts a code to the user's phone, the user types it.
import type { CaptchaProvider } from '../types';

export interface SmsCodeProviderOptions {
  /** @default 'sms-code' */
  name?: string;
  /** The phone to text, from the guarded call's params; after login the hall knows it. @default params.phone */
  phone?: (params: Readonly<Record<string, unknown>>) => string | undefined;
}

/** Shows only the last 4 digits of a phone number. */
export function maskPhone(phone: string | undefined): string | undefined {
  if (phone === undefined) return undefined;
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return digits === '' ? undefined : digits;
  return `${'•'.repeat(Math.min(digits.length - 4, 8))}${digits.slice(-4)}`;
}

const defaultPhone = (params: Readonly<Record<string, unknown>>): string | undefined =>
  typeof params.phone === 'string' && params.phone.trim() !== '' ? params.phone.trim() : undefined;

export function createSmsCodeProvider(options: SmsCodeProviderOptions = {}): CaptchaProvider {
  const phoneOf = options.phone ?? defaultPhone;
  return {
    name: options.name ?? 'sms-code',
    async solve(context) {
      const phone = phoneOf(context.params);
      const response = await context.fetchChallenge({
        type: 'sms',
        ...(phone === undefined ? {} : { phone }),
      });
      if (!response.ok) {
        const { ok: _ok, ...failure } = response;
        return context.signal.aborted ? { status: 'cancelled' } : { ...failure, status: 'failed' };
      }
      const { data } = response;
      const lotNumber =
        typeof data.lot_number === 'string' && data.lot_number !== '' ? data.lot_number : undefined;
      if (!lotNumber) return { status: 'failed', code: 'bad-challenge' };
      const sentTo = typeof data.phone === 'string' ? data.phone : phone;
      let output: string;
      try {
        output = await context.prompt({ type: 'sms', phone: maskPhone(sentTo), lotNumber });
      } catch {
        return { status: 'cancelled' };
      }
      const captchaId =
        typeof data.captcha_id === 'string' && data.captcha_id !== '' ? data.captcha_id : context.captchaId;
      return {
        status: 'solved',
        fields: {
          ...(captchaId === undefined ? {} : { captcha_id: captchaId }),
          lot_number: lotNumber,
          captcha_output: output.trim(),
        },
      };
    },
  };
}
