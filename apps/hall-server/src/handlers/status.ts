// Site status calls: IP check, maintenance info, access-restricted info, heartbeat.
import { HEADERS } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { checkArea } from '../hall/geo';
import { makeJwt } from '../hall/secrets';
import { maintenanceInfoOf, siteStatusReply } from '../hall/site-status';
import { ok } from '../protocol/reply';
import type { RouteTable } from './types';

/** The JWT is renewed by a heartbeat once it is this old. */
const JWT_RENEW_MS = 10 * 60_000;

export const statusRoutes: RouteTable = {
  ipCheck: {
    handle: ({ site, runtime, ip }) => {
      const area = checkArea(site, runtime, ip);
      return ok({
        ip: area.ip,
        isAreaAllowed: area.allowed,
        isInMaintenance: runtime.status !== 'normal',
        recommendAreaCode: site.smsCountries[0]?.phoneNumberSegment,
        region: area.region,
      });
    },
  },

  maintenanceInfo: {
    handle: ({ site, runtime }) =>
      siteStatusReply(site, runtime) ?? ok({ status: 'normal', ...maintenanceInfoOf(site, runtime) }),
  },

  accessRestrictedInfo: {
    handle: ({ site, runtime, ip, hall }) => {
      const area = checkArea(site, runtime, ip);
      return ok({
        ip: area.ip,
        region: area.region,
        isAreaAllowed: area.allowed,
        title: site.title,
        message: `${site.siteName} is not available in your region (${area.region}).`,
        online_service: runtime.onlineService ?? site.customerService[0],
        logId: `${site.siteId}-${hall.now().toString(36)}`,
        payloadId: randomBytes(6).toString('hex'),
      });
    },
  },

  heartbeat: {
    auth: 'optional',
    handle: ({ hall, session, site }) => {
      const serverTime = hall.now();
      if (!session) return ok({ online: false, serverTime });
      const headers: Record<string, string> = {};
      if (serverTime - session.createdAt > JWT_RENEW_MS) {
        session.jwt = makeJwt(
          {
            sub: session.username,
            site: site.siteCode,
            iat: Math.floor(serverTime / 1000),
            jti: randomBytes(6).toString('hex'),
          },
          site.staticKey,
        );
        session.createdAt = serverTime;
        hall.store.touch('sessions');
        headers[HEADERS.newJwt.toLowerCase()] = session.jwt;
        headers[HEADERS.token] = session.token;
      }
      return { ...ok({ online: true, serverTime, username: session.username }), headers };
    },
  },
};
