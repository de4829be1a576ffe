import { moneyNumber, parseCents } from '../../hall/money';
import { endSession, endUserSessions, userInfoOf } from '../../hall/users';
import { restrictionKinds, type Restriction } from '../../store/records';
import { bodyOf, changed, check, has, siteOf, type ControlRoutes } from './shared';

/** Users, their sessions, their orders, and the risk outbox. */
export const userRoutes: ControlRoutes = (app, { kit }) => {
  const { hall } = kit;
  const userOf = (siteCode: string, username: string) => {
    const site = siteOf(hall, siteCode);
    const user = hall.user(site.siteCode, username);
    check(user, `unknown user ${username} on ${siteCode}`);
    return { site, user };
  };

  app.get('/control/users/:siteCode/:username', (request) => {
    const params = request.params as { siteCode: string; username: string };
    const { site, user } = userOf(params.siteCode, params.username);
    return userInfoOf(user, site, hall.now());
  });
  app.post('/control/users/:siteCode/:username', async (request) => {
    const params = request.params as { siteCode: string; username: string };
    const { site, user } = userOf(params.siteCode, params.username);
    const body = bodyOf(request.body);
    for (const key of ['gameGold', 'bonus', 'betRequirement'] as const) {
      if (!has(body, key)) continue;
      // The wallet computes in cents: a third decimal would be a balance no order explains.
      check(parseCents(body[key]) !== undefined, `${key} must be a number >= 0 of whole cents`);
      user[key] = moneyNumber(parseCents(body[key])!);
    }
    if (has(body, 'betRequirement') && user.betRequirement === 0) user.auditMode = 0;
    if (has(body, 'accountType')) {
      check(
        typeof body.accountType === 'number' && Number.isInteger(body.accountType) && body.accountType >= 0,
        'accountType must be an integer >= 0',
      );
      user.accountType = body.accountType;
    }
    for (const key of ['frozen', 'loginVerify', 'googleAuth'] as const) {
      if (!has(body, key)) continue;
      check(typeof body[key] === 'boolean', `${key} must be a boolean`);
      user[key] = body[key];
    }
    if (has(body, 'restrictions')) {
      check(
        Array.isArray(body.restrictions) &&
          body.restrictions.every((entry) => restrictionKinds.includes(entry as Restriction)),
        `restrictions must be a list of ${restrictionKinds.join(', ')}`,
      );
      user.restrictions = body.restrictions as Restriction[];
    }
    if (has(body, 'selfExcludedUntil')) {
      check(
        body.selfExcludedUntil === null || typeof body.selfExcludedUntil === 'number',
        'selfExcludedUntil must be epoch ms or null',
      );
      if (body.selfExcludedUntil === null) delete user.selfExcludedUntil;
      else user.selfExcludedUntil = body.selfExcludedUntil;
    }
    if (has(body, 'boundPhone')) {
      // A bound, confirmed phone as data brought over from elsewhere may have it: unlike the
      // player's own binding, no check that someone else has the number.
      check(
        typeof body.boundPhone === 'string' && /^\+\d{6,16}$/.test(body.boundPhone),
        'boundPhone must be + and 6 to 16 digits',
      );
      user.phone = body.boundPhone;
      user.phoneVerified = true;
    }
    hall.store.touch('users');
    await changed(hall);
    return userInfoOf(user, site, hall.now());
  });
  app.post('/control/sessions/expire', async (request) => {
    const body = bodyOf(request.body);
    let ended = 0;
    if (typeof body.token === 'string') {
      ended = hall.store.data.sessions[body.token] ? 1 : 0;
      endSession(hall, body.token);
    } else {
      check(
        typeof body.siteCode === 'string' && typeof body.username === 'string',
        'give token, or siteCode and username',
      );
      ended = endUserSessions(hall, body.siteCode, body.username);
    }
    await hall.flush();
    return { ended };
  });
  app.get('/control/orders', (request) => {
    const query = request.query as Record<string, string | undefined>;
    return hall.store.data.orders.filter(
      (order) =>
        (query.siteCode === undefined || order.siteCode === query.siteCode) &&
        (query.username === undefined || order.username === query.username),
    );
  });
  app.get('/control/outbox', () => hall.risk.outbox);
};
