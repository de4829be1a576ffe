// The React entry of @lobbykit/captcha (`@lobbykit/captcha/react`): the dialog, the two
// built-in challenge views and the hooks. The guard itself is in the main entry.
export { CaptchaDialog } from './CaptchaDialog';
export type { CaptchaDialogProps } from './CaptchaDialog';
export { CaptchaNotice } from './CaptchaNotice';
export type { CaptchaNoticeProps } from './CaptchaNotice';
export { SlidePuzzle } from './SlidePuzzle';
export type { SlidePuzzleProps } from './SlidePuzzle';
export { SmsCodeForm } from './SmsCodeForm';
export type { SmsCodeFormProps } from './SmsCodeForm';
export { useCaptchaState, useRestrictionSeconds } from './use-captcha';
export { defaultCaptchaTexts } from './texts';
export type { CaptchaTexts } from './texts';
