// @ts-check
// Serves one built theme app (its dist/) on loopback the way a CDN plus an API domain would
// look to the browser: /hall and /ws proxied to a hall server, every response with the lobby's
// security headers, and every page with the site's boot data inlined.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { trackingVendors } from '@lobbykit/lobby-core/tracking';
import { preview } from 'vite';
import { acceptedLanguages, createBootDataCache, withBootData } from './boot-data.js';
import { securityHeaders } from './csp.js';
import { localeChunks, withModulePreload, withSplashBrand } from './page-hints.js';
import { withServerRender } from './render-page.js';
import { createRenderCache, layoutOfRequest, loadServerRender, RENDER_STYLES_PATH } from './server-render.js';

/** Paths the hall answers, through the proxy: never a page. */
const HALL_PATHS = /^\/(hall|ws)(\/|$)|^\/(piaspeed\.png|op\.json)$/;

/** A built file named by its content (Vite's `assets/<name>-<hash>.<ext>`). */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;

/**
 * Whether `pathname` is a file of the build named by its content, so a browser may keep it for
 * good: its name changes with every change to it, and a new deploy brings new names.
 * @param {string} distDir
 * @param {string} pathname
 */
function isHashedAsset(distDir, pathname) {
  return HASHED_ASSET.test(pathname) && existsSync(join(distDir, pathname));
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @returns {boolean} whether the request asks for a page (the SPA's index.html) rather than a file
 */
function isPageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url ?? '/', 'http://lobby');
  if (HALL_PATHS.test(pathname)) return false;
  // A route of the app has no extension; a missing /assets/x.js stays a 404, not a page.
  return pathname === '/index.html' || extname(pathname) === '';
}

/**
 * @param {import('../index.js').ServeLobbyOptions} options
 * @returns {Promise<import('../index.js').ServedLobby>}
 */
export async function serveLobby({
  distDir,
  hallUrl,
  siteCode,
  port = 0,
  strictPort = true,
  host = '127.0.0.1',
  bootData,
  bootDataTtlMs,
  bootDataTimeoutMs,
  lines = {},
  log,
  render,
  renderTimeoutMs,
  trackingOrigin,
}) {
  const indexHtml = readIndexHtml(distDir);
  const texts = localeChunks(distDir);
  // Checked now, not on the first page load: a bad site code is a mistake of the caller.
  withBootData(indexHtml, { siteCode, json: undefined, trackingOrigin });
  const bootCache = bootData
    ? createBootDataCache({
        load: bootData,
        ...(bootDataTtlMs === undefined ? {} : { ttlMs: bootDataTtlMs }),
        ...(bootDataTimeoutMs === undefined ? {} : { timeoutMs: bootDataTimeoutMs }),
        ...(log ? { log } : {}),
      })
    : undefined;
  // The app's first screen in the page, where it has boot data to render from.
  const serverRender =
    !bootCache || render === false ? undefined : (render ?? (await loadServerRender(distDir)));
  const renders = serverRender
    ? createRenderCache({
        render: serverRender,
        ...(renderTimeoutMs === undefined ? {} : { timeoutMs: renderTimeoutMs }),
        ...(log ? { log } : {}),
      })
    : undefined;
  /** @type {Record<string, string> | undefined} */
  let headers;

  const server = await preview({
    // Vite serves `build.outDir`, which must not be its root.
    root: dirname(distDir),
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    // Pages are answered below (with their boot data); 'custom' turns off Vite's own fallback.
    appType: 'custom',
    build: { outDir: distDir },
    plugins: [
      {
        name: 'lobbykit-lobby-server',
        // Before the proxy and the files: every response carries the headers, HTML or not.
        configurePreviewServer({ middlewares }) {
          middlewares.use((request, response, next) => {
            // The policy names this origin, known once listening: nothing is served without it.
            if (!headers) return void response.writeHead(503).end();
            for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
            if (renders && sendRenderStyles(request, response)) return;
            // Kept by the browser, as a release's `_headers` keeps them on a CDN: a return visit,
            // or each of many frames of one page, asks nothing again (Vite's file server keeps
            // a header set here).
            const { pathname } = new URL(request.url ?? '/', 'http://lobby');
            if (isHashedAsset(distDir, pathname))
              response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            if (!isPageRequest(request)) return next();
            const url = new URL(request.url ?? '/', origin);
            sendPage(request, response, url).catch(next);
          });
        },
      },
    ],
    preview: {
      host,
      port,
      strictPort: port !== 0 && strictPort,
      // The lobby calls its own origin or its lines; no other page may read answers through CORS.
      cors: false,
      proxy: {
        '/hall': { target: hallUrl, changeOrigin: true },
        '/ws': { target: hallUrl.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
        // This origin is one of the lobby's API lines, so it answers the lines' speed test too.
        '/piaspeed.png': { target: hallUrl, changeOrigin: true },
        '/op.json': { target: hallUrl, changeOrigin: true },
        // The site's maintenance time file. A site's own domain serves its own; the reference
        // hall serves every site's, so the site this server shows is named in the query.
        '/maintenance.json': {
          target: hallUrl,
          changeOrigin: true,
          rewrite: () => `/maintenance.json?siteCode=${encodeURIComponent(siteCode ?? '')}`,
        },
      },
    },
  });

  const address = server.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const origin = `http://${host}:${actualPort}`;
  headers = securityHeaders({
    // The browser reaches the hall through this origin (/hall, /ws) or straight on its lines.
    connect: [`${origin}/`, ...(lines.api ?? []), ...(lines.assets ?? [])],
    images: lines.assets ?? [],
    // The hall's own pages (demo games) are framed from the hall, never through this origin.
    frames: [new URL(hallUrl).origin, ...(lines.api ?? [])],
    // The site's tracking vendors, or what stands in for them.
    beacons: trackingOrigin ? [trackingOrigin] : trackingVendors.map((vendor) => vendor.origin),
  });

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {URL} url
   */
  async function sendPage(request, response, url) {
    const languages = acceptedLanguages(request.headers['accept-language']);
    const { json, brand, language, entry } = (await bootCache?.page({ siteCode, url, languages })) ?? {};
    const withData = withBootData(indexHtml, { siteCode, json, trackingOrigin });
    const rendered =
      renders && entry
        ? await renders.page(entry, {
            url: url.href,
            siteCode,
            snapshot: entry.value,
            languages,
            layout: layoutOfRequest(request.headers),
            language,
          })
        : undefined;
    const withFirstScreen = rendered
      ? withServerRender(withData, rendered)
      : withSplashBrand(withData, brand);
    const html = Buffer.from(withModulePreload(withFirstScreen, language && texts.get(language)));
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipSync(html) : html;
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      // The page carries the site's boot data of the moment: never reused without asking.
      'Cache-Control': 'no-cache',
      // The first screen is rendered for a phone or a desktop, as the browser says it is.
      Vary: renders ? 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent' : 'Accept-Encoding',
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /**
   * Answers a server render's stylesheet (`/lobby-render/<hash>.css`); false for any other request.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function sendRenderStyles(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const hash = RENDER_STYLES_PATH.exec(new URL(request.url ?? '/', 'http://lobby').pathname)?.[1];
    if (hash === undefined) return false;
    const css = renders?.styles(hash);
    if (css === undefined) {
      response.writeHead(404).end();
      return true;
    }
    const body = Buffer.from(css);
    response.writeHead(200, {
      'Content-Type': 'text/css; charset=utf-8',
      // Named by its content: the same name never holds other rules.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { url: `${origin}/`, siteCode, close: () => server.close() };
}

/** @param {string} distDir */
function readIndexHtml(distDir) {
  try {
    return readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(`serveLobby: ${join(distDir, 'index.html')} is missing; build the app first`);
  }
}
