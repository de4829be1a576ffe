// Plain files on the domain roots: the version file, the speed-test probes, the maintenance
// time file, and on asset domains the generated images (game cards also as .webp and .avif,
// banners, jackpot, site and provider logos, footer icons). API domains also serve the game
// page (play-page.ts) and the cashier page that launch and pay links open.
import { DEFAULT_APP_VERSION } from '@lobbykit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { payKeyMatches } from '../hall/cashier';
import { maintenanceInfoOf } from '../hall/site-status';
import {
  renderBanner,
  renderCard,
  renderIcon,
  renderLogo,
  renderPixel,
  renderProviderLogo,
} from '../images/cards';
import { createImageCache, type CachedImage } from '../images/image-cache';
import { createVariantEncoder, variantContentTypes, type VariantFormat } from '../images/variants';
import { gameCategories, gameName } from '../world/games';
import { providerByCode } from '../world/providers';
import { domainOf, type DomainKind } from './domains';
import type { ServerKit } from './kit';
import { playPage } from './play-page';
import { respond, type Outgoing } from './respond';

/** The object-storage text file of the speed test: about 1 KB, so a probe measures a real transfer. */
export const SPEED_TEXT = `${'lobbykit speed test '.repeat(51)}\n`;
/** Images kept with their variants: every card of the default seed's largest site (2,000 games). */
const IMAGE_CACHE_MAX = 2500;

type ImageFormat = 'png' | VariantFormat;

const html = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="margin:0;font:16px system-ui;background:#101018;color:#f4f4f8;display:grid;place-items:center;min-height:100vh"><main>${body}</main></body></html>`;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export function registerFileRoutes(app: FastifyInstance, kit: ServerKit): void {
  const { hall } = kit;
  const images = createImageCache({
    encoder: createVariantEncoder(hall.options.loadSharp ? { load: hall.options.loadSharp } : {}),
    max: IMAGE_CACHE_MAX,
  });
  const pixel = renderPixel();

  const notFound = (request: FastifyRequest, reply: FastifyReply, message: string) =>
    respond(kit, request, reply, { status: 404, contentType: 'text/plain; charset=utf-8', body: message });

  type Answer = Outgoing | undefined;

  /** A route only one kind of domain serves; the other answers 404 as a real CDN or API would. */
  const on =
    (
      kind: DomainKind | 'any',
      handler: (request: FastifyRequest, reply: FastifyReply) => Answer | Promise<Answer>,
    ) =>
    (request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> => {
      const domain = domainOf(request.raw);
      if (kind !== 'any' && domain?.kind !== kind)
        return notFound(request, reply, `not served on ${domain?.id ?? 'this'} domain`);
      const send = (out: Answer) =>
        out
          ? respond(kit, request, reply, out)
          : notFound(request, reply, `no file ${request.url.split('?')[0] ?? ''}`);
      const out = handler(request, reply);
      return out instanceof Promise ? out.then(send) : send(out);
    };

  const png = (body: Buffer, maxAge = 86_400): Outgoing => ({
    status: 200,
    contentType: 'image/png',
    body,
    headers: { 'cache-control': `public, max-age=${maxAge}` },
  });

  /** A cached image with its ETag; 304 when the client already holds these bytes. */
  const cachedImage = (request: FastifyRequest, image: CachedImage, contentType: string): Outgoing => {
    const headers = { 'cache-control': 'public, max-age=86400', etag: image.etag };
    const held = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    return held?.includes(image.etag) || held?.includes('*')
      ? { status: 304, contentType, body: '', headers }
      : { status: 200, contentType, body: image.body, headers };
  };

  /**
   * A generated picture in the asked format: the PNG, or its .webp / .avif variant. Without an
   * encoder the variant does not exist: a 404 sends the lobby's image loader to the original
   * extension, as for any asset host that stores only PNGs.
   */
  const imageIn = async (
    request: FastifyRequest,
    format: ImageFormat,
    key: string,
    make: () => Buffer,
  ): Promise<Outgoing> => {
    if (format === 'png') return cachedImage(request, images.png(key, make), 'image/png');
    const variant = await images.variant(key, make, format);
    if (variant.ok) return cachedImage(request, variant.image, variantContentTypes[format]);
    request.log.warn({ code: variant.code, reason: variant.reason }, 'image variant not served');
    return {
      status: 404,
      contentType: 'text/plain; charset=utf-8',
      body: `no ${format} variant on this server (${variant.reason}); the .png exists`,
    };
  };

  app.get(
    '/op.json',
    on('any', () => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        version: DEFAULT_APP_VERSION,
        builtAt: hall.world.builtAt,
        seed: hall.world.seed,
        server: 'lobbykit hall-server',
      }),
      headers: { 'cache-control': 'no-store' },
    })),
  );

  app.get(
    '/piaspeed.png',
    on('any', () => ({ ...png(pixel), headers: { 'cache-control': 'no-store' } })),
  );

  app.get(
    '/speed.txt',
    on('any', () => ({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: SPEED_TEXT,
      headers: { 'cache-control': 'no-store' },
    })),
  );

  app.get(
    '/maintenance.json',
    on('any', (request) => {
      const siteCode = (request.query as Record<string, string | undefined>).siteCode;
      const site = hall.world.site(siteCode);
      if (!site) return undefined;
      const runtime = hall.site(site.siteCode);
      return {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          siteCode: site.siteCode,
          status: runtime.status,
          inMaintenance: runtime.status !== 'normal',
          ...maintenanceInfoOf(site, runtime),
          // A test's file may know an end the maintenance info does not (the control API's switch).
          ...(runtime.maintenanceFileEndTime === undefined
            ? {}
            : { end_time: runtime.maintenanceFileEndTime }),
        }),
        headers: { 'cache-control': 'no-store' },
      };
    }),
  );

  app.get(
    '/game-pictures/:file',
    on('oss', async (request) => {
      const file = (request.params as { file: string }).file;
      // `x.webp` and `x.png.webp` both name the variant (spec §4 image loading tries either).
      const match = /^(.+)\.(png|webp|avif)$/.exec(file.replace(/\.png\.(webp|avif)$/, '.$1'));
      const game = match ? hall.world.game(match[1]!) : undefined;
      if (!match || !game) return undefined;
      const category = gameCategories.find((entry) => entry.id === game.categoryId);
      const key = `game:${game.gameCode}`;
      const make = () =>
        renderCard({
          title: gameName(game, 'en_US'),
          provider: game.providerCode,
          color: category?.color ?? '#445566',
          badge: game.hot ? 'HOT' : game.new ? 'NEW' : undefined,
        });
      return imageIn(request, match[2] as ImageFormat, key, make);
    }),
  );

  app.get(
    '/active/:file',
    on('oss', (request) => {
      // '<site>-banner-<n>.png' (banners, frames, activities) and '<site>-jackpot.png', each also
      // as .webp and .avif: the banner is the home page's largest picture.
      const file = (request.params as { file: string }).file.replace(/\.png\.(webp|avif)$/, '.$1');
      const match = /^([a-z0-9]+)-(?:banner-(\d)|(jackpot))\.(png|webp|avif)$/.exec(file);
      const site = match ? hall.world.site(match[1]) : undefined;
      if (!match || !site) return undefined;
      const label = match[3] ? 'JACKPOT' : `${site.siteName.split(' ')[0] ?? ''} ${match[2]!}`;
      const make = () =>
        renderBanner(
          label,
          site.backgroundColor === '#101418' ? '#7c3aed' : site.type === 'aurora' ? '#4f46e5' : '#d48a1c',
        );
      return imageIn(request, match[4] as ImageFormat, `banner:${match[1]!}:${match[2] ?? match[3]!}`, make);
    }),
  );

  app.get(
    '/provider-logos/:file',
    on('oss', (request) => {
      const match = /^([A-Z0-9]+)\.png$/.exec((request.params as { file: string }).file);
      const provider = match ? providerByCode(match[1]!) : undefined;
      if (!provider) return undefined;
      return cachedImage(
        request,
        images.png(`provider:${provider.code}`, () =>
          renderProviderLogo(provider.code, provider.name, provider.color),
        ),
        'image/png',
      );
    }),
  );

  app.get(
    '/icons/:file',
    on('oss', (request) => {
      // Social networks and licence marks of the footer, by key ('telegram', 'age18').
      const match = /^([a-z][a-z0-9]{1,23})\.png$/.exec((request.params as { file: string }).file);
      if (!match) return undefined;
      const key = match[1]!;
      const label = /\d+$/.exec(key)?.[0] ?? key.slice(0, 2);
      return cachedImage(
        request,
        images.png(`icon:${key}`, () => renderIcon(label, '#2d3a5a')),
        'image/png',
      );
    }),
  );

  app.get(
    '/skin/:siteCode/logo.png',
    on('oss', (request) => {
      const site = hall.world.site((request.params as { siteCode: string }).siteCode);
      if (!site) return undefined;
      return cachedImage(
        request,
        images.png(`logo:${site.siteCode}`, () =>
          renderLogo(site.siteName.slice(0, 12), site.type === 'aurora' ? '#4f46e5' : '#d48a1c'),
        ),
        'image/png',
      );
    }),
  );

  app.get(
    '/play/:gameCode',
    on('api', (request) => {
      const game = hall.world.game((request.params as { gameCode: string }).gameCode);
      if (!game) return undefined;
      const query = request.query as Record<string, string | undefined>;
      return playPage(hall, game, {
        demo: query.demo === '1',
        language: query.lang,
        currency: query.currency,
      });
    }),
  );

  app.get(
    '/cashier/:orderId',
    on('api', (request) => {
      const orderId = (request.params as { orderId: string }).orderId;
      const key = (request.query as Record<string, string | undefined>).key;
      const order = hall.store.data.orders.find((candidate) => candidate.orderId === orderId);
      if (!order || !payKeyMatches(order, key)) return undefined;
      const body = html(
        `Order ${order.orderId}`,
        `<h1>Order ${escapeHtml(order.orderId)}</h1><p>${order.amount} ${escapeHtml(order.currency)}: ${order.status}.</p>`,
      );
      return { status: 200, contentType: 'text/html; charset=utf-8', body };
    }),
  );
}
