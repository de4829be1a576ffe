export { createCaptchaGuard } from './guard';
export type { CaptchaGuardHandle, CaptchaGuardOptions, CaptchaProviders, CaptchaReport } from './guard';
export { challengeKindOf } from './codes';
export type { ChallengeKind } from './codes';
export { CaptchaError } from './errors';
export type { CaptchaErrorInit, CaptchaErrorKind } from './errors';
export { captchaMessage, captchaMessageKey, defaultCaptchaMessageTexts } from './messages';
export type { CaptchaMessageKey, CaptchaMessageTexts } from './messages';
export { captchaEdges, captchaTransition, initialCaptchaState } from './machine';
export type { CaptchaEvent, CaptchaEventType, CaptchaState, CaptchaStatus } from './machine';
export type { StorageLike } from './restriction';
export { fetchChallenge, isCaptchaEndpoint, pickCaptchaFields, validateCaptcha } from './hall-calls';
export type { ValidateOutcome } from './hall-calls';
export { createSlidePuzzleProvider, parseSlideChallenge } from './providers/slide-puzzle';
export type { SlidePuzzleProviderOptions } from './providers/slide-puzzle';
export { createSmsCodeProvider } from './providers/sms-code';
export type { SmsCodeProviderOptions } from './providers/sms-code';
export { createGeetestProvider } from './providers/geetest';
export type {
  GeetestCaptcha,
  GeetestProviderOptions,
  GeetestValidateResult,
  InitGeetest4,
} from './providers/geetest';
export type { ScriptLoader } from './providers/script-loader';
export type {
  CaptchaFailure,
  CaptchaHallClient,
  CaptchaPrompt,
  CaptchaProvider,
  ChallengeContext,
  ChallengeResponse,
  ProviderResult,
  SlideChallenge,
} from './types';
