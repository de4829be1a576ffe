#!/usr/bin/env node
// Serves the built classic lobby (dist/) on loopback with /hall and /ws proxied to a hall
// server, the way a CDN plus an API domain would look to the browser. Every response carries
// the lobby's security headers (scripts/csp.mjs), with this origin as the site's one line.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import { securityHeaders } from './csp.mjs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {{ hallUrl: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveLobby({ hallUrl, port = 0, host = '127.0.0.1' }) {
  /** @type {Record<string, string> | undefined} */
  let headers;
  const server = await preview({
    root: appRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'lobbykit-security-headers',
        // Before the proxy, the files and the SPA fallback: every response, HTML or not.
        configurePreviewServer({ middlewares }) {
          middlewares.use((_request, response, next) => {
            // The policy names this origin, known once listening: nothing is served without it.
            if (!headers) return void response.writeHead(503).end();
            for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
            next();
          });
        },
      },
    ],
    preview: {
      host,
      port,
      strictPort: port !== 0,
      // The lobby calls its own origin only; no other page may read its answers through CORS.
      cors: false,
      proxy: {
        '/hall': { target: hallUrl, changeOrigin: true },
        '/ws': { target: hallUrl.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
      },
    },
  });
  const address = server.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${actualPort}/`;
  // The browser reaches the hall through this origin (/hall, /ws), so it is the site's line.
  headers = securityHeaders({ connect: [url] });
  return { url, close: () => server.close() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '7100' },
      hall: { type: 'string', default: 'http://127.0.0.1:7300' },
    },
  });
  const lobby = await serveLobby({ hallUrl: values.hall, port: Number(values.port) });
  console.info(`lobby-classic on ${lobby.url}`);
}
