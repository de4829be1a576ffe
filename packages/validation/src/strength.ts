// A small built-in strength scorer: estimated guessing bits from the character pool, where
// repeats, runs (abc, 321) and keyboard walks (qwer) count almost nothing and the most
// common passwords score 0. No dictionary ships, so it stays inside the size budget.
import { WEAK_PASSWORD_SCORE } from '@lobbykit/contract';
import { DIGIT, LOWER, OTHER, SYMBOL, UPPER, classesOf } from './chars';
import { validationCodes } from './codes';
import { OK, fail, toText, type ValidationResult } from './result';

/** A score from 0 (trivially guessed) to 4 (very strong). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

const common = new Set(
  (
    '123456 1234567 12345678 123456789 1234567890 password qwerty qwerty123 abc123 abcd1234 ' +
    '111111 000000 123123 654321 666666 888888 iloveyou admin welcome monkey dragon football ' +
    'letmein sunshine princess password1 1q2w3e4r 1qaz2wsx aa123456 qwertyuiop asdfghjkl'
  ).split(' '),
);
const keyboard = 'qwertyuiop asdfghjkl zxcvbnm 1234567890';
// Bits at which the score steps up: < 25 is 0, < 35 is 1, < 50 is 2, < 65 is 3, else 4.
const steps = [25, 35, 50, 65];

function poolSize(mask: number): number {
  return (
    (mask & LOWER ? 26 : 0) +
    (mask & UPPER ? 26 : 0) +
    (mask & DIGIT ? 10 : 0) +
    (mask & SYMBOL ? 32 : 0) +
    (mask & OTHER ? 100 : 0)
  );
}

function predictable(prev: string, cur: string): boolean {
  const a = prev.charCodeAt(0);
  const b = cur.charCodeAt(0);
  if (a === b || a + 1 === b || a - 1 === b) return true;
  const pair = (prev + cur).toLowerCase();
  return keyboard.includes(pair) || keyboard.includes(pair[1]! + pair[0]!);
}

/**
 * Scores a password 0..4. Below {@link WEAK_PASSWORD_SCORE} (2) the login shows the
 * weak-password warning.
 * @example passwordStrength('123456') // 0
 * @example passwordStrength('Xk9#mP2$vL') // 4
 */
export function passwordStrength(value: unknown): PasswordScore {
  const text = toText(value);
  if (text.length === 0) return 0;
  const lower = text.toLowerCase();
  if (common.has(lower)) return 0;
  const perChar = Math.log2(poolSize(classesOf(text)));
  let bits = perChar;
  for (let i = 1; i < text.length; i++) {
    bits += predictable(text[i - 1]!, text[i]!) ? 1 : perChar;
  }
  let score = 0;
  while (score < steps.length && bits >= steps[score]!) score++;
  // A common word with digits or symbols stuck on the end ("password123") stays weak.
  const stem = lower.replace(/[^a-z]+$/, '');
  if (stem !== lower && stem.length >= 3 && common.has(stem)) score = Math.min(score, 1);
  return score as PasswordScore;
}

/** The weak-password warning of the login: `validation.password.weak` when the score is below 2. */
export function checkPasswordStrength(value: unknown): ValidationResult {
  return passwordStrength(value) < WEAK_PASSWORD_SCORE ? fail(validationCodes.passwordWeak) : OK;
}
