export { validationCodes } from './codes';
export type { ValidationCode } from './codes';
export { OK } from './result';
export type {
  ValidationFailure,
  ValidationOk,
  ValidationParams,
  ValidationResult,
  ValidationRule,
} from './result';
export type { LengthRange } from './range';
export { validateUsername } from './username';
export type { UsernameOptions } from './username';
export { validateLoginPassword, validatePassword } from './password';
export { isFlagOn, validateStrongPassword } from './strong-password';
export type { ConfigFlag, StrongPasswordConfig } from './strong-password';
export { checkPasswordStrength, passwordStrength } from './strength';
export type { PasswordScore } from './strength';
export { isEmailFormat, validateEmail } from './email';
export { validateCpf, validatePayPassword, validatePhone } from './digits';
export type { PayPasswordOptions, PhoneOptions } from './digits';
export { validateAmount } from './amount';
export type { AmountOptions } from './amount';
export { validateAlipayAccount } from './alipay';
export { required } from './required';
export { getEmailSuffixes, suggestEmailSuffixes } from './email-suffixes';
export type { SuggestEmailOptions } from './email-suffixes';
