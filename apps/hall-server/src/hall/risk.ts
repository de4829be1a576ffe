// Risk rules and the built-in captcha: failed-login counting, challenges, pass tokens, and
// the restriction window after too many failed challenges (enforced here, not only in the
// client). Kept in memory: a restart forgets failures, which only makes the server kinder.
// Every map is capped (RiskLimits, bounded.ts): expired entries go first, then the oldest.
import { CAPTCHA_RESTRICTION_MS } from '@lobbykit/contract';
import { randomInt } from 'node:crypto';
import { makeRoom } from './bounded';
import { createLockouts, type Lockouts } from './lockout';
import { randomToken } from './secrets';

/** Failures that count towards the captcha are those of the last 10 minutes. */
export const RISK_WINDOW_MS = 10 * 60_000;
/** Wrong tries of one sent code before it is spent (`proveCode`). */
const CODE_MAX_WRONG_TRIES = 5;
/** Failed validations in a row (per site and IP) before the restriction starts. */
export const CAPTCHA_MAX_FAILURES = 5;
/** A challenge must be answered within this time. */
const CHALLENGE_TTL_MS = 2 * 60_000;
/** A pass token must be used within this time, once. */
const PASS_TOKEN_TTL_MS = 2 * 60_000;
/** Largest distance in pixels between the slider answer and the hole. */
const SLIDE_TOLERANCE_PX = 6;

type ChallengeType = 'slide' | 'sms';

interface Challenge {
  readonly lotNumber: string;
  readonly captchaId: string;
  readonly siteCode: string;
  readonly account: string | undefined;
  readonly type: ChallengeType;
  /** Slide: the x of the hole. SMS: the code sent. */
  readonly answer: string;
  readonly createdAt: number;
  /** For SMS: where the code went (the outbox of the control API lists it). */
  readonly phone?: string;
}

interface PassToken {
  readonly siteCode: string;
  readonly account: string | undefined;
  readonly lotNumber: string;
  readonly expiresAt: number;
}

type ValidateOutcome =
  | { ok: true; passToken: string; lotNumber: string; genTime: string }
  | {
      ok: false;
      code: 'error_01' | 'error_11' | 'error_12' | 'error_04' | 'error_02';
      restrictedMs?: number;
      lotNumber?: string;
    };

/** A message the server "sent" (SMS or e-mail code); the control API lists them. */
export interface OutboxEntry {
  readonly to: string;
  readonly channel: 'sms' | 'email';
  readonly code: string;
  readonly purpose: string;
  readonly at: number;
}

export interface Risk {
  recordLoginFailure(siteCode: string, username: string, ip: string): void;
  clearLoginFailures(siteCode: string, username: string, ip: string): void;
  loginFailures(siteCode: string, username: string, ip: string): number;
  /** Remaining ms of the captcha restriction for this site and IP; 0 when free. */
  restrictedMs(siteCode: string, ip: string): number;
  createChallenge(input: {
    siteCode: string;
    siteId: number;
    account?: string;
    type: ChallengeType;
    answer: string;
    phone?: string;
  }): Challenge;
  validate(input: {
    siteCode: string;
    ip: string;
    account?: string;
    lotNumber: string;
    output: string;
  }): ValidateOutcome;
  /** Uses a pass token once; true when it was valid for this site and account. */
  consumePassToken(
    siteCode: string,
    account: string | undefined,
    passToken: unknown,
    lotNumber: unknown,
  ): boolean;
  readonly outbox: OutboxEntry[];
  sendCode(to: string, channel: 'sms' | 'email', purpose: string): OutboxEntry;
  /** The last code sent to `to` for `purpose`, when still fresh (10 minutes). */
  lastCode(to: string, purpose: string): OutboxEntry | undefined;
  /**
   * Proves `code` against the last fresh code sent to `to` for `purpose`, and spends it: a code
   * proves once, and five wrong tries spend it too (a six-digit code is not left to guessing).
   */
  proveCode(to: string, purpose: string, code: string): boolean;
  /** Per-account locks after wrong withdraw passwords, SMS codes and e-mail codes (lockout.ts). */
  readonly lockouts: Lockouts;
  /** How much each map holds (they are bounded; see RiskLimits). */
  sizes(): RiskSizes;
  reset(): void;
}

interface RiskSizes {
  readonly loginFailureKeys: number;
  readonly loginFailureTimes: number;
  readonly challenges: number;
  readonly passTokens: number;
  readonly captchaFailures: number;
  readonly lockouts: number;
}

function readSlideX(output: string): number | undefined {
  const trimmed = output.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'object' && parsed !== null && 'x' in parsed) {
      const x = Number(parsed.x);
      return Number.isFinite(x) ? x : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

interface RiskLimits {
  /** Entries of each map (failed-login keys, challenges, pass tokens, captcha failures, lockouts). */
  readonly maxEntries: number;
}

const defaultRiskLimits: RiskLimits = { maxEntries: 10_000 };

/** Failure times kept per account or IP: only the count up to the captcha threshold matters. */
const MAX_FAILURE_TIMES = 50;

export function createRisk(now: () => number, limits: Partial<RiskLimits> = {}): Risk {
  // Keyed by the outbox's own entries: they leave with the entries the outbox drops.
  const spentCodes = new WeakSet<OutboxEntry>();
  const wrongCodeTries = new WeakMap<OutboxEntry, number>();
  const { maxEntries } = { ...defaultRiskLimits, ...limits };
  const loginFailures = new Map<string, number[]>();
  const challenges = new Map<string, Challenge>();
  const passTokens = new Map<string, PassToken>();
  const captchaFailures = new Map<string, { count: number; restrictedUntil: number; lastAt: number }>();
  const outbox: OutboxEntry[] = [];
  const lockouts = createLockouts(now, maxEntries);

  /** Failure times of a key inside the window; a key with none is not kept (a read adds nothing). */
  const recent = (key: string): number[] => {
    const cutoff = now() - RISK_WINDOW_MS;
    const list = (loginFailures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length > 0) loginFailures.set(key, list);
    else loginFailures.delete(key);
    return list;
  };
  const addFailure = (key: string): void => {
    const list = [...recent(key), now()].slice(-MAX_FAILURE_TIMES);
    loginFailures.delete(key);
    makeRoom(loginFailures, maxEntries, {
      expired: (times) => (times.at(-1) ?? 0) <= now() - RISK_WINDOW_MS,
    });
    loginFailures.set(key, list);
  };
  const accountKey = (siteCode: string, username: string) => `acct:${siteCode}:${username.toLowerCase()}`;
  const ipKey = (siteCode: string, ip: string) => `ip:${siteCode}:${ip}`;
  const restrictionKey = (siteCode: string, ip: string) => `${siteCode}:${ip}`;

  function freshCode(to: string, purpose: string): OutboxEntry | undefined {
    for (let i = outbox.length - 1; i >= 0; i--) {
      const entry = outbox[i]!;
      if (entry.to === to && entry.purpose === purpose)
        return now() - entry.at <= RISK_WINDOW_MS ? entry : undefined;
    }
    return undefined;
  }

  const risk: Risk = {
    outbox,
    lockouts,
    recordLoginFailure(siteCode, username, ip) {
      addFailure(accountKey(siteCode, username));
      addFailure(ipKey(siteCode, ip));
    },
    clearLoginFailures(siteCode, username, ip) {
      loginFailures.delete(accountKey(siteCode, username));
      loginFailures.delete(ipKey(siteCode, ip));
    },
    loginFailures(siteCode, username, ip) {
      return Math.max(recent(accountKey(siteCode, username)).length, recent(ipKey(siteCode, ip)).length);
    },
    restrictedMs(siteCode, ip) {
      const entry = captchaFailures.get(restrictionKey(siteCode, ip));
      return entry ? Math.max(0, entry.restrictedUntil - now()) : 0;
    },
    createChallenge(input) {
      const challenge: Challenge = {
        lotNumber: randomToken('lot', 12),
        captchaId: `lk-puzzle-${input.siteId}`,
        siteCode: input.siteCode,
        account: input.account,
        type: input.type,
        answer: input.answer,
        createdAt: now(),
        ...(input.phone === undefined ? {} : { phone: input.phone }),
      };
      makeRoom(challenges, maxEntries, { expired: (old) => now() - old.createdAt > CHALLENGE_TTL_MS });
      challenges.set(challenge.lotNumber, challenge);
      return challenge;
    },
    validate({ siteCode, ip, account, lotNumber, output }) {
      const key = restrictionKey(siteCode, ip);
      const restricted = risk.restrictedMs(siteCode, ip);
      if (restricted > 0) return { ok: false, code: 'error_01', restrictedMs: restricted, lotNumber };
      const challenge = challenges.get(lotNumber);
      // One answer per challenge: a wrong answer needs a new challenge.
      challenges.delete(lotNumber);
      if (!challenge || challenge.siteCode !== siteCode) return { ok: false, code: 'error_02', lotNumber };
      if (now() - challenge.createdAt > CHALLENGE_TTL_MS) return { ok: false, code: 'error_04', lotNumber };
      const right =
        challenge.type === 'slide'
          ? Math.abs((readSlideX(output) ?? Number.NaN) - Number(challenge.answer)) <= SLIDE_TOLERANCE_PX
          : output.trim() === challenge.answer;
      if (!right) {
        const entry = captchaFailures.get(key) ?? { count: 0, restrictedUntil: 0, lastAt: 0 };
        // Failures in a row count while they come within the window of each other.
        if (now() - entry.lastAt > RISK_WINDOW_MS) entry.count = 0;
        entry.count++;
        entry.lastAt = now();
        captchaFailures.delete(key);
        // A running restriction is the last thing dropped: forgetting it would free the IP.
        makeRoom(captchaFailures, maxEntries, {
          expired: (old) => old.restrictedUntil <= now() && now() - old.lastAt > RISK_WINDOW_MS,
          kept: (old) => old.restrictedUntil > now(),
        });
        if (entry.count >= CAPTCHA_MAX_FAILURES) {
          entry.count = 0;
          entry.restrictedUntil = now() + CAPTCHA_RESTRICTION_MS;
          captchaFailures.set(key, entry);
          return { ok: false, code: 'error_12', restrictedMs: CAPTCHA_RESTRICTION_MS, lotNumber };
        }
        captchaFailures.set(key, entry);
        return { ok: false, code: 'error_11', lotNumber };
      }
      captchaFailures.delete(key);
      const passToken = randomToken('pass', 18);
      makeRoom(passTokens, maxEntries, { expired: (old) => old.expiresAt < now() });
      passTokens.set(passToken, {
        siteCode,
        account: account ?? challenge.account,
        lotNumber,
        expiresAt: now() + PASS_TOKEN_TTL_MS,
      });
      return { ok: true, passToken, lotNumber, genTime: String(Math.floor(now() / 1000)) };
    },
    consumePassToken(siteCode, account, passToken, lotNumber) {
      if (typeof passToken !== 'string') return false;
      const entry = passTokens.get(passToken);
      if (!entry) return false;
      passTokens.delete(passToken);
      if (entry.siteCode !== siteCode || entry.expiresAt < now()) return false;
      if (typeof lotNumber === 'string' && lotNumber !== entry.lotNumber) return false;
      if (entry.account && account && entry.account.toLowerCase() !== account.toLowerCase()) return false;
      return true;
    },
    sendCode(to, channel, purpose) {
      const entry: OutboxEntry = {
        to,
        channel,
        purpose,
        code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        at: now(),
      };
      outbox.push(entry);
      if (outbox.length > 200) outbox.shift();
      return entry;
    },
    proveCode(to, purpose, code) {
      const entry = freshCode(to, purpose);
      if (!entry || spentCodes.has(entry)) return false;
      if (entry.code === code) {
        spentCodes.add(entry);
        return true;
      }
      const tries = (wrongCodeTries.get(entry) ?? 0) + 1;
      wrongCodeTries.set(entry, tries);
      if (tries >= CODE_MAX_WRONG_TRIES) spentCodes.add(entry);
      return false;
    },
    lastCode: freshCode,
    sizes() {
      let loginFailureTimes = 0;
      for (const list of loginFailures.values()) loginFailureTimes += list.length;
      return {
        loginFailureKeys: loginFailures.size,
        loginFailureTimes,
        challenges: challenges.size,
        passTokens: passTokens.size,
        captchaFailures: captchaFailures.size,
        lockouts: lockouts.size(),
      };
    },
    reset() {
      loginFailures.clear();
      challenges.clear();
      passTokens.clear();
      captchaFailures.clear();
      lockouts.clear();
      outbox.length = 0;
    },
  };
  return risk;
}
