// The public surface of @lobbykit/captcha, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as captcha from '@lobbykit/captcha';
import type * as captchaReact from '@lobbykit/captcha/react';

describe('@lobbykit/captcha', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof captcha>().toEqualTypeOf<
      | 'captchaEdges'
      | 'CaptchaError'
      | 'captchaMessage'
      | 'captchaMessageKey'
      | 'captchaTransition'
      | 'challengeKindOf'
      | 'createCaptchaGuard'
      | 'createGeetestProvider'
      | 'createSlidePuzzleProvider'
      | 'createSmsCodeProvider'
      | 'defaultCaptchaMessageTexts'
      | 'fetchChallenge'
      | 'initialCaptchaState'
      | 'isCaptchaEndpoint'
      | 'parseSlideChallenge'
      | 'pickCaptchaFields'
      | 'validateCaptcha'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        captcha.CaptchaErrorInit,
        captcha.CaptchaErrorKind,
        captcha.CaptchaEvent,
        captcha.CaptchaEventType,
        captcha.CaptchaFailure,
        captcha.CaptchaGuardHandle,
        captcha.CaptchaGuardOptions,
        captcha.CaptchaHallClient,
        captcha.CaptchaMessageKey,
        captcha.CaptchaMessageTexts,
        captcha.CaptchaPrompt,
        captcha.CaptchaProvider,
        captcha.CaptchaProviders,
        captcha.CaptchaReport,
        captcha.CaptchaState,
        captcha.CaptchaStatus,
        captcha.ChallengeContext,
        captcha.ChallengeKind,
        captcha.ChallengeResponse,
        captcha.GeetestCaptcha,
        captcha.GeetestProviderOptions,
        captcha.GeetestValidateResult,
        captcha.InitGeetest4,
        captcha.ProviderResult,
        captcha.ScriptLoader,
        captcha.SlideChallenge,
        captcha.SlidePuzzleProviderOptions,
        captcha.SmsCodeProviderOptions,
        captcha.StorageLike,
        captcha.ValidateOutcome,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/captcha/react', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof captchaReact>().toEqualTypeOf<
      | 'CaptchaDialog'
      | 'CaptchaNotice'
      | 'defaultCaptchaTexts'
      | 'SlidePuzzle'
      | 'SmsCodeForm'
      | 'useCaptchaState'
      | 'useRestrictionSeconds'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        captchaReact.CaptchaDialogProps,
        captchaReact.CaptchaNoticeProps,
        captchaReact.CaptchaTexts,
        captchaReact.SlidePuzzleProps,
        captchaReact.SmsCodeFormProps,
      ]
    >().not.toBeNever();
  });
});
