import { isNoticeType, noticeTypes } from '@lobbykit/contract';
import type { NoticeConnection } from '../../realtime/notice-hub';
import { WS_DROPPED } from '../../realtime/socket-server';
import { bodyOf, check, siteOf, text, type ControlRoutes } from './shared';

const socketView = (connection: NoticeConnection) => ({
  id: connection.id,
  siteCode: connection.siteCode,
  username: connection.username,
  domain: connection.domain,
  connectedAt: connection.connectedAt,
});

/** Notices: push one, list the stored ones, inject faults into their delivery. */
export const noticeRoutes: ControlRoutes = (app, { kit }) => {
  const { hall } = kit;

  app.post('/control/notices', async (request, reply) => {
    const body = bodyOf(request.body);
    const site = siteOf(hall, text(body.siteCode));
    check(isNoticeType(body.type), `type must be one of ${noticeTypes.join(', ')}`);
    const username = body.username === undefined || body.username === null ? null : text(body.username);
    if (username !== null)
      check(hall.user(site.siteCode, username), `unknown user ${username} on ${site.siteCode}`);
    check(
      body.data === undefined ||
        (typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)),
      'data must be an object',
    );
    const record = hall.notices.push({
      siteCode: site.siteCode,
      username,
      type: body.type,
      data: (body.data as Record<string, unknown> | undefined) ?? {},
    });
    await hall.flush();
    return reply.code(201).send(record);
  });
  app.get('/control/notice-faults', () => hall.noticeFaults.list());
  app.post('/control/notice-faults', async (request, reply) => {
    const list = Array.isArray(request.body) ? (request.body as unknown[]) : [request.body];
    const added = list.map((spec) => hall.noticeFaults.add(spec));
    return reply.code(201).send(Array.isArray(request.body) ? added : added[0]);
  });
  app.delete('/control/notice-faults', () => {
    hall.noticeFaults.clear();
    return { cleared: true };
  });
  app.get('/control/notices', (request) => {
    const query = request.query as Record<string, string | undefined>;
    return hall.store.data.notices.filter(
      (notice) =>
        (query.siteCode === undefined || notice.siteCode === query.siteCode) &&
        (query.username === undefined || notice.username === query.username),
    );
  });
};

/** Sockets: list the open ones, drop some to test reconnecting. */
export const socketRoutes: ControlRoutes = (app, { kit, openSockets }) => {
  const { hall } = kit;

  app.get('/control/sockets', () => ({
    open: openSockets(),
    authenticated: hall.notices.connections().map(socketView),
  }));
  app.post('/control/sockets/drop', (request) => {
    const body = request.body === undefined || request.body === null ? {} : bodyOf(request.body);
    const mode = body.mode ?? 'close';
    check(mode === 'close' || mode === 'terminate', "mode must be 'close' or 'terminate'");
    const code = body.code ?? WS_DROPPED;
    check(
      typeof code === 'number' &&
        (code === 1000 || (code >= 1001 && code <= 1014) || (code >= 3000 && code <= 4999)),
      'code must be a valid close code',
    );
    const dropped = hall.notices
      .connections()
      .filter(
        (connection) =>
          (body.siteCode === undefined || connection.siteCode === body.siteCode) &&
          (body.username === undefined || connection.username === body.username) &&
          (body.domain === undefined || connection.domain === body.domain),
      );
    for (const connection of dropped) {
      if (mode === 'terminate') connection.terminate();
      else connection.close(code, 'dropped by the control API');
    }
    return { dropped: dropped.length };
  });
};
