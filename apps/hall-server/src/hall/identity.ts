// The fake identity provider's state: authorization codes (with PKCE) and access tokens for
// LINE, Google and Facebook. Its HTTP face is http/idp.ts; the hall talks to it over HTTP,
// as it would to the real providers.
import { createHash } from 'node:crypto';
import type { IdentityKind } from '../store/records';
import type { SeedSite } from '../world/sites';
import { randomToken } from './secrets';

export const identityKinds: readonly IdentityKind[] = ['line', 'google', 'facebook'];

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 60 * 60_000;

interface Identity {
  readonly subject: string;
  readonly email: string;
  readonly name: string;
}

interface CodeGrant extends Identity {
  readonly provider: IdentityKind;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string | undefined;
  readonly expiresAt: number;
}

interface AccessGrant extends Identity {
  readonly provider: IdentityKind;
  readonly clientId: string;
  readonly expiresAt: number;
}

type IdpResult<T> = { ok: true; value: T } | { ok: false; error: string; description: string };

export interface IdentityProvider {
  /** The client of a provider with this id, across every site. */
  client(provider: IdentityKind, clientId: string): { clientId: string; clientSecret: string } | undefined;
  authorize(input: {
    provider: IdentityKind;
    clientId: string;
    redirectUri: string;
    codeChallenge: string | undefined;
    codeChallengeMethod: string | undefined;
    loginHint: string | undefined;
  }): IdpResult<{ code: string }>;
  /** Issues an access token directly (implicit flow, and the control API for tests). */
  issueToken(provider: IdentityKind, clientId: string, loginHint: string | undefined): string;
  exchange(input: {
    provider: IdentityKind;
    code: string;
    clientId: string;
    clientSecret: string | undefined;
    redirectUri: string;
    codeVerifier: string | undefined;
  }): IdpResult<{ accessToken: string; identity: Identity }>;
  inspect(
    provider: IdentityKind,
    accessToken: string,
  ): IdpResult<Identity & { clientId: string; expiresInS: number }>;
  /** Code exchanges that carried a client secret (what the hall did, never a browser). */
  readonly exchanges: number;
}

const base64Url = (bytes: Buffer): string => bytes.toString('base64url');

function identityFor(provider: IdentityKind, loginHint: string | undefined): Identity {
  const subject = loginHint && /^[\w.@-]{1,64}$/.test(loginHint) ? loginHint : `${provider}-user-0001`;
  return {
    subject,
    email: `${subject.replace(/@.*/, '')}@${provider}.idp.example`,
    name: `Fake ${provider} ${subject}`,
  };
}

export function createIdentityProvider(sites: readonly SeedSite[], now: () => number): IdentityProvider {
  const codes = new Map<string, CodeGrant>();
  const tokens = new Map<string, AccessGrant>();
  let exchanges = 0;

  const client = (provider: IdentityKind, clientId: string) =>
    sites.map((site) => site.identity[provider]).find((entry) => entry.clientId === clientId);

  const issue = (provider: IdentityKind, clientId: string, identity: Identity): string => {
    const token = randomToken(`${provider}_at`, 24);
    tokens.set(token, { ...identity, provider, clientId, expiresAt: now() + TOKEN_TTL_MS });
    return token;
  };

  return {
    client,
    get exchanges() {
      return exchanges;
    },
    authorize(input) {
      if (!client(input.provider, input.clientId))
        return { ok: false, error: 'invalid_client', description: 'unknown client_id' };
      if (!/^https?:\/\//.test(input.redirectUri))
        return { ok: false, error: 'invalid_request', description: 'redirect_uri must be http(s)' };
      // LINE login is done with PKCE here: without a challenge the code could be swapped.
      if (input.provider === 'line' && (!input.codeChallenge || input.codeChallengeMethod !== 'S256')) {
        return {
          ok: false,
          error: 'invalid_request',
          description: 'LINE needs code_challenge with code_challenge_method=S256',
        };
      }
      const code = randomToken(`${input.provider}_code`, 18);
      codes.set(code, {
        ...identityFor(input.provider, input.loginHint),
        provider: input.provider,
        clientId: input.clientId,
        redirectUri: input.redirectUri,
        codeChallenge: input.codeChallenge,
        expiresAt: now() + CODE_TTL_MS,
      });
      return { ok: true, value: { code } };
    },
    issueToken(provider, clientId, loginHint) {
      return issue(provider, clientId, identityFor(provider, loginHint));
    },
    exchange(input) {
      const grant = codes.get(input.code);
      codes.delete(input.code);
      if (!grant || grant.provider !== input.provider || grant.expiresAt < now()) {
        return { ok: false, error: 'invalid_grant', description: 'unknown, used or expired code' };
      }
      const registered = client(input.provider, input.clientId);
      if (!registered || grant.clientId !== input.clientId)
        return { ok: false, error: 'invalid_client', description: 'client_id does not match the code' };
      if (input.clientSecret !== registered.clientSecret)
        return { ok: false, error: 'invalid_client', description: 'wrong client_secret' };
      if (input.redirectUri !== grant.redirectUri)
        return { ok: false, error: 'invalid_grant', description: 'redirect_uri does not match' };
      if (grant.codeChallenge !== undefined) {
        const expected =
          input.codeVerifier === undefined
            ? undefined
            : base64Url(createHash('sha256').update(input.codeVerifier).digest());
        if (expected !== grant.codeChallenge)
          return {
            ok: false,
            error: 'invalid_grant',
            description: 'code_verifier does not match the code_challenge',
          };
      }
      exchanges++;
      return {
        ok: true,
        value: { accessToken: issue(grant.provider, grant.clientId, grant), identity: grant },
      };
    },
    inspect(provider, accessToken) {
      const grant = tokens.get(accessToken);
      if (!grant || grant.provider !== provider || grant.expiresAt < now()) {
        return { ok: false, error: 'invalid_token', description: 'unknown or expired access token' };
      }
      return {
        ok: true,
        value: {
          subject: grant.subject,
          email: grant.email,
          name: grant.name,
          clientId: grant.clientId,
          expiresInS: Math.floor((grant.expiresAt - now()) / 1000),
        },
      };
    },
  };
}
