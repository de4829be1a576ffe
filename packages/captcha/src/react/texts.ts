// Default English texts of the captcha UI; pass translations through the `texts` prop.
import { defaultCaptchaMessageTexts, type CaptchaMessageTexts } from '../messages';

export interface CaptchaTexts extends CaptchaMessageTexts {
  /** @default 'Security check' */
  title: string;
  /** @default 'Loading the check…' */
  loading: string;
  /** @default 'Checking…' */
  checking: string;
  /** @default 'Slide the piece into the gap: drag it, or use the arrow keys, then press Enter.' */
  slideHint: string;
  /** Alternative text of the puzzle picture. @default 'Picture with a gap for the puzzle piece' */
  slideImage: string;
  /** Accessible name of the slider. @default 'Puzzle piece position' */
  slider: string;
  /** `{phone}` is the masked number. @default 'Enter the code we sent to {phone}.' */
  smsHint: string;
  /** @default 'Enter the code we sent to your phone.' */
  smsHintNoPhone: string;
  /** @default 'SMS code' */
  smsCode: string;
  /** @default 'Verify' */
  verify: string;
  /** @default 'Cancel' */
  cancel: string;
  /** @default 'Close' */
  close: string;
}

export const defaultCaptchaTexts: CaptchaTexts = {
  ...defaultCaptchaMessageTexts,
  title: 'Security check',
  loading: 'Loading the check…',
  checking: 'Checking…',
  slideHint: 'Slide the piece into the gap: drag it, or use the arrow keys, then press Enter.',
  slideImage: 'Picture with a gap for the puzzle piece',
  slider: 'Puzzle piece position',
  smsHint: 'Enter the code we sent to {phone}.',
  smsHintNoPhone: 'Enter the code we sent to your phone.',
  smsCode: 'SMS code',
  verify: 'Verify',
  cancel: 'Cancel',
  close: 'Close',
};

export const withDefaults = (texts: Partial<CaptchaTexts> | undefined): CaptchaTexts => ({
  ...defaultCaptchaTexts,
  ...texts,
});
