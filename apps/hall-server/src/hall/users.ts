// Users and sessions: records, the user info the lobby reads, logins and logouts.
import { HEADERS, NORMAL_ACCOUNT_TYPE, type UserInfo } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import type { SessionRecord, UserRecord } from '../store/records';
import type { SeedSite } from '../world/sites';
import type { Hall } from './hall';
import { centsOf, parseCents } from './money';
import { hashSecret, makeJwt, randomToken } from './secrets';
import { sessionsToEnd } from './session-bounds';

/** Sessions idle longer than this expire (the next call answers -1). */
const SESSION_IDLE_MS = 7 * 24 * 3_600_000;

export interface NewUser {
  readonly siteCode: string;
  readonly username: string;
  readonly password: string;
  readonly currency: string;
  readonly gameGold?: number;
  readonly bonus?: number;
  readonly agentId?: string | undefined;
  readonly channelId?: string | undefined;
  readonly pkgId?: string | undefined;
  readonly phone?: string | undefined;
  readonly email?: string | undefined;
}

export function newUserRecord(id: number, input: NewUser, now: number): UserRecord {
  const password = hashSecret(input.password);
  return {
    id,
    siteCode: input.siteCode,
    username: input.username,
    passwordSalt: password.salt,
    passwordHash: password.hash,
    currency: input.currency,
    gameGold: input.gameGold ?? 0,
    bonus: input.bonus ?? 0,
    auditMode: 0,
    accountType: NORMAL_ACCOUNT_TYPE,
    platformId: `P${String(100000 + id)}`,
    depositCount: 0,
    mode: 0,
    userkey: randomToken('uk', 18),
    googleAuth: false,
    frozen: false,
    restrictions: [],
    loginVerify: false,
    thirdParty: {},
    claims: [],
    createdAt: now,
    ...(input.agentId ? { agentId: input.agentId } : {}),
    ...(input.channelId ? { channelId: input.channelId } : {}),
    ...(input.pkgId ? { pkgId: input.pkgId } : {}),
    // Typed at registration, not proven: a binding only once a code sent there is confirmed.
    ...(input.phone ? { phone: input.phone, phoneVerified: false } : {}),
    ...(input.email ? { email: input.email, emailVerified: false } : {}),
  };
}

/**
 * The user's bindings: a phone or e-mail counts only once its code was confirmed. One typed at
 * registration is a contact the player claims, not one they proved, so it lifts no gate.
 */
function verifiedBindings(user: UserRecord): { phone?: string; email?: string; googleAuth: boolean } {
  return {
    ...(user.phoneVerified === true && user.phone !== undefined ? { phone: user.phone } : {}),
    ...(user.emailVerified === true && user.email !== undefined ? { email: user.email } : {}),
    googleAuth: user.googleAuth,
  };
}

/** The bindings a site requires for large amounts when the user has none of them; [] when one exists. */
export function unboundRequirements(user: UserRecord, site: SeedSite): ('phone' | 'email' | 'googleAuth')[] {
  const wanted = site.sysInfo.largeAmountMustBind;
  if (!wanted) return [];
  const required = (['phone', 'email', 'googleAuth'] as const).filter((kind) => wanted[kind] === true);
  const bound = verifiedBindings(user);
  const has = {
    phone: bound.phone !== undefined,
    email: bound.email !== undefined,
    googleAuth: bound.googleAuth,
  };
  return required.some((kind) => has[kind]) ? [] : required;
}

/** Bindings the large-amount rule asks for now: the balance is at or above the site's limit and none exists. */
export function missingBindings(user: UserRecord, site: SeedSite): ('phone' | 'email' | 'googleAuth')[] {
  const limit = site.sysInfo.largeAmountRange?.[user.currency];
  const limitCents = limit === undefined ? undefined : parseCents(limit);
  if (limitCents === undefined || centsOf(user.gameGold) + centsOf(user.bonus) < limitCents) return [];
  return unboundRequirements(user, site);
}

const mask = (value: string | undefined, keep = 3): string | undefined =>
  value === undefined
    ? undefined
    : value.length <= keep * 2
      ? '***'
      : `${value.slice(0, keep)}***${value.slice(-keep)}`;

/** The user info of the contract, plus the account fields the lobby's security pages show. */
export function userInfoOf(
  user: UserRecord,
  site: SeedSite,
  now: number,
): UserInfo & Record<string, unknown> {
  const missing = missingBindings(user, site);
  const bound = verifiedBindings(user);
  return {
    username: user.username,
    currency: user.currency,
    game_gold: user.gameGold,
    bonus: user.bonus,
    auditMode: user.auditMode,
    account_type: user.accountType,
    platfromid: user.platformId,
    deposit_count: user.depositCount,
    mode: user.mode,
    must_bind_num: missing.length > 0,
    must_bind_email: missing.includes('email'),
    must_bind_phone: missing.includes('phone'),
    must_bind_google_auth: missing.includes('googleAuth'),
    must_bind_item: missing.join(','),
    ...(user.deviceFingerprint ? { deviceFingerprint: user.deviceFingerprint } : {}),
    userkey: user.userkey,
    loginVerify: user.loginVerify,
    ...(user.loginVerify ? { loginVerifyInfo: { username: user.username } } : {}),
    // The contract's phone and email are the bound ones: an unverified contact is not shown.
    phone: mask(bound.phone),
    email: mask(bound.email),
    googleAuthBound: bound.googleAuth,
    hasWithdrawPassword: user.withdrawPasswordHash !== undefined,
    must_change_password: user.mustChangePassword === true,
    agentId: user.agentId,
    channelId: user.channelId,
    inviteCode: user.inviteCode,
    selfExcludedUntil:
      user.selfExcludedUntil !== undefined && user.selfExcludedUntil > now
        ? user.selfExcludedUntil
        : undefined,
    thirdPartyBound: Object.keys(user.thirdParty),
  };
}

export interface SessionStart {
  readonly session: SessionRecord;
  readonly headers: Record<string, string>;
}

/**
 * Opens a session. A login from another device ends the user's other sessions: their sockets
 * get a multipleLogin notice, then close, and their next call answers -1.
 */
export function startSession(
  hall: Hall,
  user: UserRecord,
  site: SeedSite,
  device: { deviceId: string; deviceModel: string },
): SessionStart {
  const now = hall.now();
  const sessions = hall.store.data.sessions;
  for (const [token, other] of Object.entries(sessions)) {
    if (other.siteCode !== user.siteCode || other.username !== user.username) continue;
    if (device.deviceId !== '' && other.deviceId !== '' && other.deviceId !== device.deviceId) {
      hall.notices.pushToSession(token, {
        siteCode: user.siteCode,
        type: 'multipleLogin',
        data: { deviceModel: device.deviceModel, message: 'Your account logged in on another device.' },
      });
      for (const connection of hall.notices.connections()) {
        if (connection.token === token) connection.close(4401, 'logged in elsewhere');
      }
      delete sessions[token];
    }
  }
  for (const stale of sessionsToEnd(sessions, user, now, { idleMs: SESSION_IDLE_MS }))
    endSession(hall, stale);
  const token = randomToken('st', 24);
  const session: SessionRecord = {
    token,
    jwt: makeJwt(
      {
        sub: user.username,
        site: site.siteCode,
        iat: Math.floor(now / 1000),
        jti: randomBytes(6).toString('hex'),
      },
      site.staticKey,
    ),
    siteCode: user.siteCode,
    username: user.username,
    deviceId: device.deviceId,
    deviceModel: device.deviceModel,
    createdAt: now,
    lastSeenAt: now,
  };
  sessions[token] = session;
  hall.store.touch('sessions');
  user.lastLoginAt = now;
  hall.store.touch('users');
  return {
    session,
    headers: { [HEADERS.token]: session.token, [HEADERS.newJwt.toLowerCase()]: session.jwt },
  };
}

export function endSession(hall: Hall, token: string): void {
  if (hall.store.data.sessions[token]) {
    delete hall.store.data.sessions[token];
    hall.store.touch('sessions');
  }
  for (const connection of hall.notices.connections()) {
    if (connection.token === token) connection.close(4401, 'logged out');
  }
}

/** Ends every session of a user (self-exclusion, password change, control API). */
export function endUserSessions(hall: Hall, siteCode: string, username: string): number {
  let ended = 0;
  for (const [token, session] of Object.entries(hall.store.data.sessions)) {
    if (session.siteCode === siteCode && session.username.toLowerCase() === username.toLowerCase()) {
      endSession(hall, token);
      ended++;
    }
  }
  return ended;
}

/** The live session of a token, or undefined when unknown or idle too long. */
export function liveSession(hall: Hall, token: string): SessionRecord | undefined {
  const session = hall.store.data.sessions[token];
  if (!session) return undefined;
  const now = hall.now();
  if (now - session.lastSeenAt > SESSION_IDLE_MS) {
    endSession(hall, token);
    return undefined;
  }
  // Writing the sessions file on every call would be wasteful; a minute of precision is plenty.
  if (now - session.lastSeenAt > 60_000) {
    session.lastSeenAt = now;
    hall.store.touch('sessions');
  }
  return session;
}
