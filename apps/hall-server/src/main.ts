#!/usr/bin/env node
// Command line entry: `hall-server --port 7300`. Stops cleanly on SIGINT and SIGTERM.
import { parseArgs } from 'node:util';
import { startHallServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.HALL_PORT ?? '7300' },
    host: { type: 'string', default: '127.0.0.1' },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`hall-server: --port must be an integer 0..65535, got "${values.port}"`);
  process.exit(2);
}

const server = await startHallServer({ host: values.host, port, logger: !values.quiet });
console.info(`hall-server listening on ${server.url}`);

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
