export { createCaptchaGuard } from './guard';
export type { CaptchaGuardHandle, CaptchaGuardOptions, CaptchaProviders, CaptchaReport } from './guard';
export { challengeKindOf } from './codes';
export type { ChallengeKind } from './codes';
export { CaptchaError } from './errors';
export type { CaptchaErrorInit, CaptchaErrorKind } from './errors';
export { captchaMessage, defaultCaptchaMessageTexts, secondsLeft } from './messages';
export type { CaptchaMessageTexts } from './messages';
export { captchaEdges, captchaTransition, initialCaptchaState } from './machine';
export type { CaptchaEvent, CaptchaEventType, CaptchaState, CaptchaStatus } from './machine';
export { createRestriction, DEFAULT_RESTRICTION_KEY } from './restriction';
export type { Restriction, RestrictionOptions, StorageLike } from './restriction';
export { fetchChallenge, isCaptchaEndpoint, pickCaptchaFields, validateCaptcha } from './hall-calls';
export type { ValidateOutcome } from './hall-calls';
export { createSlidePuzzleProvider, parseSlideChallenge, slideMaxX } from './providers/slide-puzzle';
export type { SlidePuzzleProviderOptions } from './providers/slide-puzzle';
export { createSmsCodeProvider, maskPhone } from './providers/sms-code';
export type { SmsCodeProviderOptions } from './providers/sms-code';
export { createGeetestProvider, GEETEST_SCRIPT_SRC } from './providers/geetest';
export type {
  GeetestCaptcha,
  GeetestProviderOptions,
  GeetestValidateResult,
  InitGeetest4,
} from './providers/geetest';
export { createScriptLoader } from './providers/script-loader';
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
