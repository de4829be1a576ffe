import { DIGIT, onlyClasses } from './chars';
import { validationCodes } from './codes';
import { isEmailFormat } from './email';
import { OK, fail, toText, type ValidationResult } from './result';

/**
 * Alipay account: an 11-digit mainland mobile number starting with 1, or an address in
 * the e-mail format of {@link isEmailFormat} (no length limit: Alipay sets its own).
 * Anything else fails with `validation.alipay`, the Alipay remark message.
 */
export function validateAlipayAccount(value: unknown): ValidationResult {
  const text = toText(value);
  if (text.length === 11 && text.charCodeAt(0) === 49 && onlyClasses(text, DIGIT)) return OK;
  return isEmailFormat(text) ? OK : fail(validationCodes.alipay);
}
