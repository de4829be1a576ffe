// The fake identity provider's HTTP face, on the API domains under /idp/<provider>/:
// authorize (auto-consents and redirects back; the implicit flow for Google and Facebook only),
// token (code exchange: client secret and, for LINE, the PKCE verifier), tokeninfo and userinfo.
// Registered only when the server is started with fakeIdentityProvider (app.ts). `login_hint` picks the subject, so a test
// can sign in as a linked or an unknown account.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityKinds } from '../hall/identity';
import type { IdentityKind } from '../store/records';
import type { ServerKit } from './kit';
import { respond } from './respond';

type Query = Record<string, string | undefined>;

function providerOf(request: FastifyRequest): IdentityKind | undefined {
  const provider = (request.params as { provider: string }).provider;
  return (identityKinds as readonly string[]).includes(provider) ? (provider as IdentityKind) : undefined;
}

export function registerIdpRoutes(app: FastifyInstance, kit: ServerKit): void {
  const idp = kit.hall.identity;
  const json = (request: FastifyRequest, reply: FastifyReply, status: number, body: unknown) =>
    respond(kit, request, reply, {
      status,
      contentType: 'application/json',
      body: JSON.stringify(body),
      headers: { 'cache-control': 'no-store' },
    });

  app.get('/idp/:provider/authorize', (request, reply) => {
    const provider = providerOf(request);
    if (!provider) return json(request, reply, 404, { error: 'unknown_provider' });
    const query = request.query as Query;
    const redirectUri = query.redirect_uri ?? '';
    const implicit = query.response_type === 'token';
    // LINE signs in with the code flow and PKCE only: an implicit token would skip both.
    if (implicit && provider === 'line') {
      return json(request, reply, 400, {
        error: 'unsupported_response_type',
        error_description: 'LINE needs response_type=code with PKCE (code_challenge, S256)',
      });
    }
    if (implicit) {
      if (!idp.client(provider, query.client_id ?? '') || !/^https?:\/\//.test(redirectUri)) {
        return json(request, reply, 400, {
          error: 'invalid_request',
          error_description: 'unknown client_id or bad redirect_uri',
        });
      }
      const token = idp.issueToken(provider, query.client_id ?? '', query.login_hint);
      const fragment = new URLSearchParams({
        access_token: token,
        token_type: 'Bearer',
        expires_in: '3600',
        ...(query.state ? { state: query.state } : {}),
      });
      return reply.redirect(`${redirectUri}#${fragment.toString()}`, 302);
    }
    const result = idp.authorize({
      provider,
      clientId: query.client_id ?? '',
      redirectUri,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
      loginHint: query.login_hint,
    });
    if (!result.ok)
      return json(request, reply, 400, { error: result.error, error_description: result.description });
    const target = new URL(redirectUri);
    target.searchParams.set('code', result.value.code);
    if (query.state !== undefined) target.searchParams.set('state', query.state);
    return reply.redirect(target.href, 302);
  });

  app.post('/idp/:provider/token', (request, reply) => {
    const provider = providerOf(request);
    if (!provider) return json(request, reply, 404, { error: 'unknown_provider' });
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    if (form.get('grant_type') !== 'authorization_code') {
      return json(request, reply, 400, {
        error: 'unsupported_grant_type',
        error_description: 'only authorization_code',
      });
    }
    const result = idp.exchange({
      provider,
      code: form.get('code') ?? '',
      clientId: form.get('client_id') ?? '',
      clientSecret: form.get('client_secret') ?? undefined,
      redirectUri: form.get('redirect_uri') ?? '',
      codeVerifier: form.get('code_verifier') ?? undefined,
    });
    if (!result.ok)
      return json(request, reply, 400, { error: result.error, error_description: result.description });
    return json(request, reply, 200, {
      access_token: result.value.accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'profile openid email',
      id_token: Buffer.from(
        JSON.stringify({ sub: result.value.identity.subject, email: result.value.identity.email }),
      ).toString('base64url'),
    });
  });

  const inspect = (request: FastifyRequest, reply: FastifyReply, token: string | undefined) => {
    const provider = providerOf(request);
    if (!provider) return json(request, reply, 404, { error: 'unknown_provider' });
    const result = idp.inspect(provider, token ?? '');
    if (!result.ok)
      return json(request, reply, 401, { error: result.error, error_description: result.description });
    const { subject, email, name, clientId, expiresInS } = result.value;
    return json(request, reply, 200, {
      sub: subject,
      email,
      name,
      client_id: clientId,
      expires_in: expiresInS,
    });
  };

  app.get('/idp/:provider/tokeninfo', (request, reply) =>
    inspect(request, reply, (request.query as Query).access_token),
  );
  app.get('/idp/:provider/userinfo', (request, reply) =>
    inspect(request, reply, /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]),
  );
}
