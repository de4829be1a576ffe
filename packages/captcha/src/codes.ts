// Which challenge each captcha service code asks for (spec §8: 1119, 1124-1127).

/**
 * The challenge a code asks for. `default` is 1119 ("force"): the site's default captcha.
 * `slide` 1124, `click` 1125 (graphic click), `nine` 1126 (nine square), `sms` 1127.
 */
export type ChallengeKind = 'default' | 'slide' | 'click' | 'nine' | 'sms';

// Literal keys, not the contract's ServiceCode object: a bundle keeps that whole object
// once a computed key reads it. The test checks these against the contract.
const kinds: Readonly<Record<string, ChallengeKind>> = {
  '1119': 'default',
  '1124': 'slide',
  '1125': 'click',
  '1126': 'nine',
  '1127': 'sms',
};

/** The challenge kind of a service code (number or string), or undefined when it is not a captcha code. */
export function challengeKindOf(code: unknown): ChallengeKind | undefined {
  const key = typeof code === 'number' && Number.isSafeInteger(code) ? String(code) : code;
  return typeof key === 'string' && Object.hasOwn(kinds, key) ? kinds[key] : undefined;
}
