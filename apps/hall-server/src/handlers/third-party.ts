// Third-party sign-in: the lobby sends an access token (Google, Facebook) or a LINE
// authorization code with its PKCE verifier; the hall exchanges the code with the client
// secret only it holds, asks the provider who the token belongs to, then logs in, answers
// 100 for an unknown account, registers, or binds.
import { ServiceCode, THIRD_PARTY_UNREGISTERED_CODE, thirdPartyKinds } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { identityKinds } from '../hall/identity';
import { identityProviderBase } from '../hall/identity-provider-url';
import { newUserRecord } from '../hall/users';
import { checkUsername } from '../hall/validation';
import { fail, ok, type HallReply } from '../protocol/reply';
import type { IdentityKind, UserRecord } from '../store/records';
import { loginRefusal, loginReply } from './account';
import { text } from './params';
import type { CallContext, RouteTable } from './types';
import { userRoute } from './types';

interface Identified {
  readonly kind: IdentityKind;
  readonly subject: string;
  readonly email: string;
  readonly accessToken: string;
}

const TIMEOUT_MS = 5000;

async function identify(context: CallContext): Promise<Identified | HallReply> {
  const { params, site } = context;
  const kind = (text(params, 'requester_type') ?? '').toLowerCase();
  if (!(thirdPartyKinds as readonly string[]).includes(kind)) {
    return fail('invalid-params', `requester_type must be one of ${thirdPartyKinds.join(', ')}`);
  }
  if (!(identityKinds as readonly string[]).includes(kind))
    return fail('invalid-params', `${kind} sign-in is not offered`);
  const provider = kind as IdentityKind;
  const base = identityProviderBase(context.hall);
  if (base === undefined) return fail('invalid-params', 'third-party sign-in is not offered by this hall');
  const client = site.identity[provider];
  let accessToken = text(params, 'access_token');
  const code = text(params, 'code');
  try {
    if (code !== undefined) {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: text(params, 'redirect_uri') ?? '',
        client_id: client.clientId,
        client_secret: client.clientSecret,
        ...(text(params, 'code_verifier') === undefined
          ? {}
          : { code_verifier: text(params, 'code_verifier')! }),
      });
      const response = await fetch(`${base}/${provider}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json()) as { access_token?: string; error_description?: string };
      if (!response.ok || !body.access_token)
        return fail(
          ServiceCode.LoginError,
          `${provider} code exchange failed: ${body.error_description ?? response.status}`,
        );
      accessToken = body.access_token;
    }
    if (accessToken === undefined) return fail('invalid-params', 'access_token or code is required');
    const response = await fetch(
      `${base}/${provider}/tokeninfo?access_token=${encodeURIComponent(accessToken)}`,
      {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    const info = (await response.json()) as {
      sub?: string;
      email?: string;
      client_id?: string;
      error_description?: string;
    };
    if (!response.ok || !info.sub)
      return fail(
        ServiceCode.LoginError,
        `${provider} token refused: ${info.error_description ?? response.status}`,
      );
    if (info.client_id !== client.clientId)
      return fail(ServiceCode.LoginError, `the ${provider} token was issued to another app`);
    return { kind: provider, subject: info.sub, email: info.email ?? '', accessToken };
  } catch (error) {
    context.hall.log.warn({ err: error }, 'identity provider unreachable');
    return fail(ServiceCode.LoginError, `${provider} could not be reached`);
  }
}

const isReply = (value: Identified | HallReply): value is HallReply => 'code' in value;

function linkedUser(context: CallContext, identified: Identified): UserRecord | undefined {
  return Object.values(context.hall.store.data.users).find(
    (user) =>
      user.siteCode === context.site.siteCode && user.thirdParty[identified.kind] === identified.subject,
  );
}

function freeUsername(context: CallContext, identified: Identified): string {
  const wanted = text(context.params, 'username');
  if (wanted && checkUsername(wanted).ok && !context.hall.user(context.site.siteCode, wanted)) return wanted;
  const base =
    (identified.email.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 10) || identified.kind;
  for (let n = 1; ; n++) {
    const candidate = `${base}${n}`.padEnd(4, '0').slice(0, 16);
    if (!context.hall.user(context.site.siteCode, candidate)) return candidate;
  }
}

export const thirdPartyRoutes: RouteTable = {
  thirdPartyLogin: {
    handle: async (context) => {
      const identified = await identify(context);
      if (isReply(identified)) return identified;
      const user = linkedUser(context, identified);
      if (!user) {
        return fail(THIRD_PARTY_UNREGISTERED_CODE, 'account not registered', {
          requester_type: identified.kind,
          access_token: identified.accessToken,
          email: identified.email,
          id: identified.subject,
        });
      }
      return loginRefusal(user, context.hall.now()) ?? loginReply(context, user);
    },
  },

  thirdPartyRegister: {
    handle: async (context) => {
      const identified = await identify(context);
      if (isReply(identified)) return identified;
      const existing = linkedUser(context, identified);
      if (existing) return loginRefusal(existing, context.hall.now()) ?? loginReply(context, existing);
      const { hall, site, params } = context;
      const currency = text(params, 'currency') ?? site.currencies[0]!;
      if (!site.currencies.includes(currency))
        return fail(ServiceCode.RegisterFailed, `currency ${currency} is not offered by ${site.siteCode}`);
      const user = newUserRecord(
        hall.nextUserId(),
        {
          siteCode: site.siteCode,
          username: freeUsername(context, identified),
          password: text(params, 'password') ?? `Tp${randomBytes(9).toString('base64url')}1`,
          currency,
          agentId: text(params, 'agentId'),
          channelId: text(params, 'channelId'),
          email: identified.email || undefined,
        },
        hall.now(),
      );
      user.thirdParty[identified.kind] = identified.subject;
      hall.putUser(user);
      hall.effect(`register:${site.siteCode}:${user.username.toLowerCase()}`);
      hall.notices.push({
        siteCode: site.siteCode,
        username: user.username,
        type: 'registerSuccess',
        data: { username: user.username },
      });
      return loginReply(context, user);
    },
  },

  bindThirdParty: userRoute(async (context) => {
    const identified = await identify(context);
    if (isReply(identified)) return identified;
    const other = linkedUser(context, identified);
    if (other && other.username !== context.user.username)
      return fail('invalid-params', `this ${identified.kind} account is bound to another user`);
    context.user.thirdParty[identified.kind] = identified.subject;
    context.hall.store.touch('users');
    return ok({ bound: identified.kind, id: identified.subject });
  }),
};
