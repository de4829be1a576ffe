import { identityKinds } from '../../hall/identity';
import type { IdentityKind } from '../../store/records';
import { bodyOf, check, siteOf, text, type ControlRoutes } from './shared';

/** The hall's clock offset, and access tokens from its stand-in identity provider. */
export const clockAndIdentityRoutes: ControlRoutes = (app, { kit }) => {
  const { hall } = kit;

  app.post('/control/clock', (request) => {
    const body = bodyOf(request.body);
    // `at` sets the hall's time itself (a reset time the hall answered, say), `offsetMs` a shift
    // from the configured clock; both stay an offset, so the hall's time keeps running.
    if (body.at !== undefined) {
      check(typeof body.at === 'number' && Number.isFinite(body.at), 'at must be epoch ms');
      hall.setClockOffset(body.at - hall.options.now());
    } else {
      check(typeof body.offsetMs === 'number' && Number.isFinite(body.offsetMs), 'offsetMs must be a number');
      hall.setClockOffset(body.offsetMs);
    }
    return { offsetMs: hall.clockOffset, now: hall.now() };
  });
  app.post('/control/idp/token', (request) => {
    check(
      hall.options.fakeIdentityProvider,
      'the fake identity provider is off (start the hall with fakeIdentityProvider: true or --fake-idp)',
    );
    const body = bodyOf(request.body);
    check(
      identityKinds.includes(body.provider as IdentityKind),
      `provider must be one of ${identityKinds.join(', ')}`,
    );
    const site = siteOf(hall, text(body.siteCode));
    const provider = body.provider as IdentityKind;
    const accessToken = hall.identity.issueToken(
      provider,
      site.identity[provider].clientId,
      typeof body.loginHint === 'string' ? body.loginHint : undefined,
    );
    return { access_token: accessToken };
  });
};
