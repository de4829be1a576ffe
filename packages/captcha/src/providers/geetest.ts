// GeeTest v4 adapter: loads the vendor's gt4.js from the site's own path and drives its
// `initGeetest4` widget in "bind" mode (the vendor shows its own pop-up).
import type { ChallengeKind } from '../codes';
import type { CaptchaProvider, ProviderResult } from '../types';
import { createScriptLoader, type ScriptLoader } from './script-loader';

/** What the vendor's `getValidate()` returns after a success. */
export interface GeetestValidateResult {
  captcha_id?: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The captcha object `initGeetest4` hands to its callback (the methods this adapter uses). */
export interface GeetestCaptcha {
  onReady(callback: () => void): unknown;
  onSuccess(callback: () => void): unknown;
  onError(callback: (error?: { code?: string | number; msg?: string }) => void): unknown;
  onClose(callback: () => void): unknown;
  showCaptcha(): void;
  getValidate(): GeetestValidateResult | false | null | undefined;
  destroy?(): void;
}

export type InitGeetest4 = (
  config: Record<string, unknown>,
  callback: (captcha: GeetestCaptcha) => void,
) => void;

export interface GeetestProviderOptions {
  /** The vendor script, served from the site's own host. @default '/geetest/gt4.js' */
  scriptSrc?: string;
  /** @default a loader adding `<script async>` to document.head */
  loadScript?: ScriptLoader;
  /** captcha_id when neither the hall's answer nor the guard's `captchaIds` gives one. @default none */
  captchaId?: string;
  /** The vendor's language code ('eng', 'zho', 'por', ...). @default 'eng' */
  language?: string;
  /** riskType per challenge kind; kinds not listed use the captcha id's own setting. @default { slide: 'slide', click: 'icon', nine: 'nine' } */
  riskTypes?: Partial<Record<ChallengeKind, string>>;
  /** Further `initGeetest4` options (timeout, hideBar, mask, ...). @default {} */
  config?: Record<string, unknown>;
  /** Where the script defines `initGeetest4`. @default globalThis */
  global?: { initGeetest4?: unknown };
  /** @default 'geetest' */
  name?: string;
}

export const GEETEST_SCRIPT_SRC = '/geetest/gt4.js';
const DEFAULT_RISK_TYPES: Partial<Record<ChallengeKind, string>> = {
  slide: 'slide',
  click: 'icon',
  nine: 'nine',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function createGeetestProvider(options: GeetestProviderOptions = {}): CaptchaProvider {
  const name = options.name ?? 'geetest';
  const load = options.loadScript ?? createScriptLoader();
  return {
    name,
    async solve(context) {
      const captchaId = context.captchaId ?? options.captchaId;
      if (!captchaId) return { status: 'failed', code: 'no-captcha-id' };
      try {
        await load(options.scriptSrc ?? GEETEST_SCRIPT_SRC, context.signal);
      } catch (cause) {
        if (context.signal.aborted) return { status: 'cancelled' };
        return {
          status: 'failed',
          code: 'script-load',
          message: cause instanceof Error ? cause.message : String(cause),
        };
      }
      const init = (options.global ?? (globalThis as { initGeetest4?: unknown })).initGeetest4;
      if (typeof init !== 'function') return { status: 'failed', code: 'script-invalid' };
      const riskType = (options.riskTypes ?? DEFAULT_RISK_TYPES)[context.kind];

      return new Promise<ProviderResult>((resolve) => {
        let captcha: GeetestCaptcha | undefined;
        let done = false;
        const finish = (result: ProviderResult): void => {
          if (done) return;
          done = true;
          context.signal.removeEventListener('abort', onAbort);
          try {
            captcha?.destroy?.();
          } catch {
            // the widget is gone either way
          }
          resolve(result);
        };
        const onAbort = (): void => finish({ status: 'cancelled' });
        if (context.signal.aborted) return finish({ status: 'cancelled' });
        context.signal.addEventListener('abort', onAbort, { once: true });
        try {
          (init as InitGeetest4)(
            {
              ...options.config,
              captchaId,
              product: 'bind',
              language: options.language ?? 'eng',
              ...(riskType === undefined ? {} : { riskType }),
            },
            (instance) => {
              captcha = instance;
              if (done) {
                instance.destroy?.();
                return;
              }
              instance.onReady(() => {
                if (done) return;
                context.show({ type: 'vendor', provider: name });
                instance.showCaptcha();
              });
              instance.onSuccess(() => {
                const result = instance.getValidate();
                const lotNumber = result ? text(result.lot_number) : undefined;
                if (!result || !lotNumber) return finish({ status: 'failed', code: 'no-result' });
                finish({
                  status: 'solved',
                  fields: {
                    captcha_id: text(result.captcha_id) ?? captchaId,
                    lot_number: lotNumber,
                    captcha_output: String(result.captcha_output ?? ''),
                    pass_token: String(result.pass_token ?? ''),
                    gen_time: String(result.gen_time ?? ''),
                  },
                });
              });
              instance.onError((error) => {
                const code = error?.code;
                finish({
                  status: 'failed',
                  code: code === undefined || code === '' ? 'vendor-error' : String(code),
                  message: error?.msg,
                });
              });
              instance.onClose(() => finish({ status: 'cancelled' }));
            },
          );
        } catch (cause) {
          finish({
            status: 'failed',
            code: 'vendor-error',
            message: cause instanceof Error ? cause.message : String(cause),
          });
        }
      });
    },
  };
}
