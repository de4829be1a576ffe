import { EMAIL_MAX_LENGTH } from '@lobbykit/contract';
import { DIGIT, LETTER, charClass } from './chars';
import { validationCodes } from './codes';
import { OK, fail, toText, type ValidationResult } from './result';

const ALNUM = LETTER | DIGIT;

function isLocalChar(code: number): boolean {
  // letters, digits, _ % + -
  return (charClass(code) & ALNUM) !== 0 || code === 95 || code === 37 || code === 43 || code === 45;
}

/**
 * The address format of the lobby, without a length limit: a local part of letters, digits
 * and `_ % + -` in dot-separated runs; `@`; one or more domain labels of letters, digits and
 * inner hyphens, each followed by a dot; a top-level domain of two or more letters.
 * Quoted local parts and IP-literal domains are not accepted (no mail host of a player uses them).
 */
export function isEmailFormat(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0 || at === text.length - 1) return false;
  // Local part: runs separated by single dots, no dot at either end.
  let runLength = 0;
  for (let i = 0; i < at; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (runLength === 0) return false;
      runLength = 0;
    } else if (isLocalChar(code)) {
      runLength++;
    } else {
      return false;
    }
  }
  if (runLength === 0) return false;
  // Domain: labels separated by dots; the last label is the top-level domain.
  const lastDot = text.lastIndexOf('.');
  if (lastDot < at + 2 || text.length - lastDot - 1 < 2) return false;
  for (let i = lastDot + 1; i < text.length; i++) {
    if ((charClass(text.charCodeAt(i)) & LETTER) === 0) return false;
  }
  let labelStart = at + 1;
  for (let i = at + 1; i <= lastDot; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (i === labelStart || text.charCodeAt(i - 1) === 45) return false;
      labelStart = i + 1;
    } else if ((charClass(code) & ALNUM) !== 0) {
      continue;
    } else if (code === 45) {
      if (i === labelStart) return false;
    } else {
      return false;
    }
  }
  return true;
}

const lengthParams = Object.freeze({ max: EMAIL_MAX_LENGTH });

/**
 * E-mail: {@link isEmailFormat}, at most 50 characters. A malformed address fails with
 * `validation.email.format` whatever its length; a well-formed but long one with
 * `validation.email.length` and `{ max: 50 }`.
 */
export function validateEmail(value: unknown): ValidationResult {
  const text = toText(value);
  if (!isEmailFormat(text)) return fail(validationCodes.emailFormat);
  if (text.length > EMAIL_MAX_LENGTH) return fail(validationCodes.emailLength, lengthParams);
  return OK;
}
