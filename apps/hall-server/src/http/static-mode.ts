// Static mode: asset domains serve cacheable calls as files, `/hall/<path>/<key>/<value>...json`
// (the path format of @lobbykit/hall-protocol). A file is made from the live route on first
// request and made again once the data it shows has changed (the hall's data version) or it
// is older than its cache time, since some answers follow the clock (banner and marquee
// windows).
import { isSuccessCode } from '@lobbykit/contract';
import { parseStaticPath } from '@lobbykit/hall-protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { routeFor } from '../handlers/routes';
import type { CallContext } from '../handlers/types';
import { domainOf } from './domains';
import type { ServerKit } from './kit';
import { clientIp, pathOf, resolveLanguage, staticEndpointFor } from './request-info';
import { respond } from './respond';

const MAX_FILES = 2000;
/** How long a file is served before it is made again; also its `max-age`. */
const FILE_MAX_AGE_MS = 60_000;

export interface StaticFiles {
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Files made since start (a test sees a file made again after a change). */
  readonly made: number;
}

export function createStaticFiles(kit: ServerKit): StaticFiles {
  const { hall } = kit;
  const files = new Map<string, { version: number; madeAt: number; body: string; etag: string }>();
  let made = 0;

  const missing = (request: FastifyRequest, reply: FastifyReply, why: string) =>
    respond(kit, request, reply, {
      status: 404,
      contentType: 'text/plain; charset=utf-8',
      body: `no static file: ${why}`,
    });

  return {
    get made() {
      return made;
    },
    async handle(request, reply) {
      const path = pathOf(request.raw.url ?? '/');
      const found = staticEndpointFor(path);
      if (!found) return missing(request, reply, `${path} is not a cacheable call`);
      const params = parseStaticPath(path, found.base);
      if (!params) return missing(request, reply, `${path} is not a static path`);
      const site = hall.world.site(params.siteCode);
      if (!site) return missing(request, reply, `unknown site code ${String(params.siteCode)}`);
      let file = files.get(path);
      const now = hall.now();
      // A clock moved back (the control API) also makes the file again.
      const stale = (made: number) => now - made >= FILE_MAX_AGE_MS || now < made;
      if (!file || file.version !== hall.dataVersion || stale(file.madeAt)) {
        const runtime = hall.site(site.siteCode);
        const context: CallContext = {
          hall,
          endpoint: found.endpoint,
          site,
          runtime,
          params,
          files: [],
          session: undefined,
          user: undefined,
          ip: clientIp(request.raw, runtime, hall.options.trustProxy),
          language: resolveLanguage(params.language, site),
          currency: params.currency,
          deviceId: '',
          deviceModel: '',
          requestId: undefined,
          origin: hall.urls.api[0] ?? '',
          mode: 'static',
        };
        const result = await routeFor(found.endpoint).handle(context);
        if (!isSuccessCode(result.code))
          return missing(request, reply, `the call answers ${String(result.code)}`);
        const body = JSON.stringify({
          code: result.code,
          message: result.message,
          ...(result.data === undefined ? {} : { data: result.data }),
        });
        file = {
          version: hall.dataVersion,
          madeAt: now,
          body,
          // By content: a file made again with the same answer keeps its ETag.
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        };
        files.set(path, file);
        made++;
        if (files.size > MAX_FILES) files.delete(files.keys().next().value as string);
      }
      return respond(kit, request, reply, {
        status: 200,
        contentType: 'application/json',
        body: file.body,
        headers: {
          'cache-control': `public, max-age=${FILE_MAX_AGE_MS / 1000}`,
          etag: file.etag,
          'x-hall-domain': domainOf(request.raw)?.id ?? '',
        },
      });
    },
  };
}
