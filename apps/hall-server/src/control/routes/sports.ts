// The fake sports service's switch: expire sports tokens, so a test meets the A001 answer.
import { bodyOf, check, type ControlRoutes } from './shared';

export const sportsRoutes: ControlRoutes = (app, { kit }) => {
  app.post('/control/sports/expire', (request) => {
    const body = bodyOf(request.body ?? {});
    if (typeof body.token === 'string') return { expired: kit.hall.sports.expire({ token: body.token }) };
    if (body.siteCode === undefined && body.username === undefined)
      return { expired: kit.hall.sports.expire() };
    check(
      typeof body.siteCode === 'string' && typeof body.username === 'string',
      'give token, or siteCode and username, or nothing (every token)',
    );
    return { expired: kit.hall.sports.expire({ siteCode: body.siteCode, username: body.username }) };
  });
};
