#!/usr/bin/env node
// Command line entry: `hall-server --port 7300`. Stops cleanly on SIGINT and SIGTERM.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedNames, type SeedName } from './options';
import { startHallServer } from './server';
import { HallDataError } from './store/json-store';

const usage = `Usage: hall-server [options]
  --port N            first API domain port (default 7300, or HALL_PORT)
  --port-base N       consecutive ports: API domains, asset domains, then the control API
  --host H            interface to listen on (default 127.0.0.1)
  --api-domains N     ports standing in for API domains (default 2)
  --asset-domains N   ports standing in for asset domains (default 2)
  --data DIR          data folder (default apps/hall-server/.data)
  --memory            keep state in memory only (no data folder)
  --seed NAME         ${seedNames.join(' | ')} (default default)
  --control           start the control API for tests (loopback only)
  --trust-proxy IPS   comma-separated proxy addresses whose X-Forwarded-For is believed
  --fake-idp          serve the fake identity provider under /idp (development only)
  --fake-vendors      serve fakes of the tracking vendors' endpoints under /vendors (development only)
  --quiet             no request logs`;

function fail(message: string): never {
  console.error(`hall-server: ${message}\n\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      'port-base': { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'api-domains': { type: 'string' },
      'asset-domains': { type: 'string' },
      data: { type: 'string' },
      memory: { type: 'boolean', default: false },
      seed: { type: 'string', default: 'default' },
      control: { type: 'boolean', default: false },
      'trust-proxy': { type: 'string' },
      'fake-idp': { type: 'boolean', default: false },
      'fake-vendors': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.info(usage);
  process.exit(0);
}

const integer = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) fail(`--${name} must be a whole number, got "${text}"`);
  return Number(text);
};
if (!seedNames.includes(values.seed as SeedName))
  fail(`--seed must be one of ${seedNames.join(', ')}, got "${values.seed}"`);

const dataDir = values.memory
  ? undefined
  : (values.data ?? fileURLToPath(new URL('../.data', import.meta.url)));

try {
  const server = await startHallServer({
    host: values.host,
    port: integer('port', values.port ?? process.env.HALL_PORT ?? '7300'),
    portBase: integer('port-base', values['port-base']),
    apiDomains: integer('api-domains', values['api-domains']),
    assetDomains: integer('asset-domains', values['asset-domains']),
    dataDir,
    seed: values.seed as SeedName,
    control: values.control,
    trustProxy: values['trust-proxy']?.split(',').map((address) => address.trim()),
    fakeIdentityProvider: values['fake-idp'],
    fakeTrackingVendors: values['fake-vendors'],
    logger: !values.quiet,
    jackpotIntervalMs: 30_000,
  });
  console.info(`hall-server listening on ${server.url}`);
  console.info(`  api domains:   ${server.apiUrls.join(' ')}`);
  console.info(`  asset domains: ${server.assetUrls.join(' ')}`);
  if (server.controlUrl) console.info(`  control api:   ${server.controlUrl}/control`);
  console.info(`  data: ${dataDir ?? '(memory only)'}; seed ${values.seed}; ready in ${server.startupMs} ms`);

  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof HallDataError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof RangeError) fail(error.message);
  throw error;
}
