// A challenge context for provider tests: records what the provider asked for and lets the
// test answer prompts or abort.
import type { CaptchaPrompt, ChallengeContext, ChallengeResponse } from '../types';

export interface FakeContext extends ChallengeContext {
  shown: CaptchaPrompt[];
  fetched: Record<string, unknown>[];
  readyCount: number;
  /** Answers the open prompt. */
  answer(output: string): void;
  abort(): void;
  /** Resolves once a prompt is open or shown. */
  prompted(): Promise<CaptchaPrompt>;
}

export function fakeContext(
  overrides: Partial<
    Pick<ChallengeContext, 'kind' | 'serviceCode' | 'captchaId' | 'account' | 'params' | 'data'>
  > & {
    challenge?: (params: Record<string, unknown>) => ChallengeResponse | Promise<ChallengeResponse>;
  } = {},
): FakeContext {
  const controller = new AbortController();
  let pending: ((output: string) => void) | undefined;
  const waiters: ((prompt: CaptchaPrompt) => void)[] = [];
  const context: FakeContext = {
    kind: overrides.kind ?? 'slide',
    serviceCode: overrides.serviceCode ?? '1124',
    captchaId: overrides.captchaId,
    account: overrides.account,
    params: overrides.params ?? {},
    data: overrides.data,
    signal: controller.signal,
    shown: [],
    fetched: [],
    readyCount: 0,
    fetchChallenge: async (params = {}) => {
      context.fetched.push(params);
      if (!overrides.challenge) throw new Error('fake context: no challenge answer');
      return overrides.challenge(params);
    },
    ready: () => void context.readyCount++,
    show: (prompt) => {
      context.shown.push(prompt);
      for (const waiter of waiters.splice(0)) waiter(prompt);
    },
    prompt: (prompt) => {
      context.show(prompt);
      return new Promise((resolve, reject) => {
        if (controller.signal.aborted) return reject(new Error('aborted'));
        controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        pending = resolve;
      });
    },
    answer: (output) => pending?.(output),
    abort: () => controller.abort(),
    prompted: () => {
      const last = context.shown.at(-1);
      return last ? Promise.resolve(last) : new Promise((resolve) => waiters.push(resolve));
    },
  };
  return context;
}
