// Login, fast login, registration, username check, logout, balance and account calls.
import { ServiceCode } from '@lobbykit/contract';
import { guardCaptcha } from '../hall/captcha-guard';
import { attachVoucher } from '../hall/deposits';
import { secretMatches } from '../hall/secrets';
import { endSession, newUserRecord, startSession, userInfoOf } from '../hall/users';
import { checkEmail, checkPassword, checkPhone, checkUsername, type Check } from '../hall/validation';
import { fail, ok, type HallReply } from '../protocol/reply';
import type { UserRecord } from '../store/records';
import { loginIdentityOf } from './login-identity';
import { sendLoginVerifyCode } from './login-verify';
import { text } from './params';
import { provenSignUpContact } from './sign-up-contact';
import type { CallContext, RouteTable } from './types';
import { userRoute } from './types';

/** Why this user may not log in now, or undefined. */
export function loginRefusal(user: UserRecord, now: number): HallReply | undefined {
  if (user.frozen) return fail(ServiceCode.AccountFrozen, 'account frozen');
  if (user.restrictions.includes('login'))
    return fail(ServiceCode.UserRestricted, 'user restricted from logging in');
  if (user.selfExcludedUntil !== undefined && user.selfExcludedUntil > now) {
    return fail(
      ServiceCode.UserRestricted,
      `self-excluded until ${new Date(user.selfExcludedUntil).toISOString()}`,
      {
        selfExcludedUntil: user.selfExcludedUntil,
      },
    );
  }
  return undefined;
}

/** Logs a user in: a session, its tokens in the response headers, the user info as data. */
export function loginReply(context: CallContext, user: UserRecord): HallReply {
  const { hall, site } = context;
  const { headers } = startSession(hall, user, site, {
    deviceId: context.deviceId,
    deviceModel: context.deviceModel,
  });
  sendLoginVerifyCode(hall, user);
  return ok(userInfoOf(user, site, hall.now()), headers);
}

const failed = (check: Check): HallReply | undefined =>
  check.ok ? undefined : fail(check.code, check.message);

function registrationCheck(context: CallContext): HallReply | undefined {
  const { params, site, hall } = context;
  const username = text(params, 'username') ?? '';
  const password = text(params, 'password') ?? '';
  const invalid = failed(checkUsername(username)) ?? failed(checkPassword(password, username, site.sysInfo));
  if (invalid) return invalid;
  if (hall.user(site.siteCode, username)) return fail(ServiceCode.UsernameExists, 'username exists');
  const email = text(params, 'email');
  const phone = text(params, 'phone');
  return (email ? failed(checkEmail(email)) : undefined) ?? (phone ? failed(checkPhone(phone)) : undefined);
}

function suggestions(context: CallContext, username: string): string[] {
  const base = username.replace(/[^A-Za-z0-9]/g, '').slice(0, 12) || 'player';
  const out: string[] = [];
  for (let n = 1; out.length < 3 && n < 1000; n++) {
    const candidate = `${base}${n}`.padEnd(4, '0');
    if (!context.hall.user(context.site.siteCode, candidate)) out.push(candidate);
  }
  return out;
}

export const accountRoutes: RouteTable = {
  login: {
    handle: (context) => {
      const { params, hall, site, ip } = context;
      const identity = loginIdentityOf(context);
      if (!identity.ok) return identity.reply;
      const password = text(params, 'password');
      if (!password) return fail(ServiceCode.LoginError, 'the password is required');
      const captcha = guardCaptcha(context, identity.account, identity.riskKey);
      if (captcha) return captcha;
      const { user } = identity;
      if (!user || !secretMatches(password, user.passwordSalt, user.passwordHash)) {
        hall.risk.recordLoginFailure(site.siteCode, identity.riskKey, ip);
        return user ? identity.wrongPassword : identity.unknown;
      }
      const refusal = loginRefusal(user, hall.now());
      if (refusal) return refusal;
      hall.risk.clearLoginFailures(site.siteCode, identity.riskKey, ip);
      const fingerprint = text(params, 'fingerprintId') ?? text(params, 'deviceFingerprint');
      if (fingerprint) user.deviceFingerprint = fingerprint;
      return loginReply(context, user);
    },
  },

  fastLogin: {
    handle: (context) => {
      const { params, hall, site } = context;
      const userkey = text(params, 'userkey');
      const user =
        userkey === undefined
          ? undefined
          : Object.values(hall.store.data.users).find(
              (candidate) => candidate.siteCode === site.siteCode && candidate.userkey === userkey,
            );
      if (!user) return fail(ServiceCode.LoginError, 'unknown user key');
      return loginRefusal(user, hall.now()) ?? loginReply(context, user);
    },
  },

  register: {
    handle: (context) => {
      const { params, hall, site } = context;
      const captcha = guardCaptcha(context, text(params, 'username'));
      if (captcha) return captcha;
      const invalid = registrationCheck(context);
      if (invalid) return invalid;
      const contact = provenSignUpContact(context);
      if (!contact.ok) return contact.reply;
      const currency = text(params, 'currency') ?? site.currencies[0]!;
      if (!site.currencies.includes(currency)) {
        return fail(ServiceCode.RegisterFailed, `currency ${currency} is not offered by ${site.siteCode}`);
      }
      const agentId = text(params, 'agentId') ?? text(params, 'id');
      const channelId = text(params, 'channelId') ?? text(params, 'cid');
      const user = newUserRecord(
        hall.nextUserId(),
        {
          siteCode: site.siteCode,
          username: text(params, 'username')!,
          password: text(params, 'password')!,
          currency,
          agentId,
          channelId,
          pkgId: text(params, 'pkgId'),
          phone: contact.phone ?? text(params, 'phone'),
          email: contact.email ?? text(params, 'email'),
        },
        hall.now(),
      );
      // Proven by its code: bound from the start, so the player can log in by it.
      if (contact.phone !== undefined) user.phoneVerified = true;
      if (contact.email !== undefined) user.emailVerified = true;
      const inviteCode = text(params, 'inviteCode');
      if (inviteCode) user.inviteCode = inviteCode;
      hall.putUser(user);
      hall.effect(`register:${site.siteCode}:${user.username.toLowerCase()}`);
      hall.notices.push({
        siteCode: site.siteCode,
        username: user.username,
        type: 'registerSuccess',
        data: { username: user.username },
      });
      return ok({ userkey: user.userkey, username: user.username });
    },
  },

  checkUsername: {
    handle: (context) => {
      const username = text(context.params, 'username') ?? '';
      const format = checkUsername(username);
      const taken = context.hall.user(context.site.siteCode, username) !== undefined;
      const available = format.ok && !taken;
      return ok({
        available,
        suggestions: available ? [] : suggestions(context, username),
        ...(format.ok ? {} : { reason: format.message }),
      });
    },
  },

  preRegisterVerify: { handle: (context) => registrationCheck(context) ?? ok({ valid: true }) },

  logout: userRoute(({ hall, session }) => {
    endSession(hall, session.token);
    return ok({ loggedOut: true });
  }),

  homeGold: userRoute(({ user }) =>
    ok({ game_gold: user.gameGold, bonus: user.bonus, auditMode: user.auditMode }),
  ),

  userInfo: userRoute(({ user, site, hall }) => ok(userInfoOf(user, site, hall.now()))),

  webPushInfo: userRoute(({ user, params, hall }) => {
    const id = text(params, 'jpushWebId');
    if (!id) return fail('invalid-params', 'jpushWebId is required');
    user.jpushWebId = id;
    hall.store.touch('users');
    return ok({ stored: true });
  }),

  platformExchangeList: userRoute(({ hall, user }) =>
    ok(
      hall.world.providers.map((provider) => ({
        platformCode: provider.code,
        name: provider.name,
        currency: user.currency,
        rate: 1,
        balance: 0,
      })),
    ),
  ),

  uploadFile: userRoute(({ files, params, hall, user, origin }) => {
    if (text(params, 'kind') === 'voucher')
      return attachVoucher(hall, user, text(params, 'orderId'), files, origin);
    if (files.length === 0) return fail('invalid-params', 'no file in the upload');
    const stamp = hall.now().toString(36);
    return ok({
      files: files.map((file, index) => ({
        field: file.field,
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        url: `/upload/${stamp}-${index}-${encodeURIComponent(file.filename)}`,
      })),
      fields: params,
    });
  }),
};
