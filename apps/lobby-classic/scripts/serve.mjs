#!/usr/bin/env node
// Serves the built classic lobby (dist/) on loopback with /hall and /ws proxied to a hall
// server, the way a CDN plus an API domain would look to the browser.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { preview } from 'vite';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {{ hallUrl: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveLobby({ hallUrl, port = 0, host = '127.0.0.1' }) {
  const server = await preview({
    root: appRoot,
    configFile: false,
    logLevel: 'warn',
    preview: {
      host,
      port,
      strictPort: port !== 0,
      proxy: {
        '/hall': { target: hallUrl, changeOrigin: true },
        '/ws': { target: hallUrl.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
      },
    },
  });
  const address = server.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${actualPort}/`, close: () => server.close() };
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
