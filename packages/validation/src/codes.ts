// The message keys validation results carry. They are the i18n keys of @lobbykit/i18n's
// resources, kept here as plain strings so validation never loads i18n at run time;
// @lobbykit/i18n's key-coverage test reads this object and fails on a key its en_US lacks.

/** Every code a rule of this package can return, as the i18n message key. */
export const validationCodes = {
  required: 'validation.required',
  usernameLength: 'validation.username.length',
  usernameChars: 'validation.username.chars',
  passwordLength: 'validation.password.length',
  passwordSpecialChar: 'validation.password.specialChar',
  passwordMix: 'validation.password.mix',
  passwordUppercase: 'validation.password.uppercase',
  passwordLowercase: 'validation.password.lowercase',
  passwordDigit: 'validation.password.digit',
  passwordSpecial: 'validation.password.special',
  passwordWeak: 'validation.password.weak',
  emailFormat: 'validation.email.format',
  emailLength: 'validation.email.length',
  cpf: 'validation.cpf',
  payPassword: 'validation.payPassword',
  amount: 'validation.amount',
  alipay: 'validation.alipay',
  phone: 'validation.phone',
} as const;

/** One of the message keys in {@link validationCodes}. */
export type ValidationCode = (typeof validationCodes)[keyof typeof validationCodes];
