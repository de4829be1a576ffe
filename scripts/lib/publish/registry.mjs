// @ts-check
// The real npm registry `pnpm check:publish` publishes to: Verdaccio on a free loopback port,
// with a user created through npm's adduser API.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freePort, sleep, StepError, stopChildren, track } from './processes.mjs';
import { verdaccioConfig } from './rules.mjs';

/** The repository root, whose node_modules/.bin has verdaccio (a root devDependency). */
const root = join(import.meta.dirname, '..', '..', '..');
/** The user verdaccio knows as the publisher; its password is made up for each run. */
export const PUBLISHER = 'lobbykit-release';

/**
 * Starts verdaccio on a free loopback port with the check's config, waits until it answers,
 * and creates the publisher through npm's adduser endpoint.
 * @param {string} folder where its config, storage, users and log go
 * @param {string} uplink the machine's registry, for everything outside `@lobbykit/*`
 */
export async function startRegistry(folder, uplink) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = join(folder, 'config.yaml');
  writeFileSync(
    config,
    verdaccioConfig({ storage: join(folder, 'storage'), htpasswd: join(folder, 'htpasswd'), uplink }),
  );
  const logPath = join(folder, 'verdaccio.log');
  // A file, not a pipe: nothing has to read the log while the check waits on other commands.
  const log = openSync(logPath, 'a');
  // verdaccio is a root devDependency; its binary is run by name from the root's .bin.
  const child = track(
    spawn('verdaccio', ['--config', config, '--listen', `127.0.0.1:${port}`], {
      cwd: folder,
      env: { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` },
      stdio: ['ignore', log, log],
      detached: true,
    }),
  );
  closeSync(log);
  const readLog = () => (existsSync(logPath) ? readFileSync(logPath, 'utf8') : '');
  const stop = () => stopChildren([child], 5000);

  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new StepError(`verdaccio exited with ${child.exitCode ?? child.signalCode}`, readLog());
      }
      const answer = await fetch(`${url}-/ping`).catch(() => undefined);
      if (answer?.ok) break;
      if (Date.now() > deadline)
        throw new StepError(`verdaccio did not answer ${url}-/ping in 30 s`, readLog());
      await sleep(250);
    }
    const password = randomBytes(18).toString('base64url');
    const response = await fetch(`${url}-/user/org.couchdb.user:${PUBLISHER}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _id: `org.couchdb.user:${PUBLISHER}`, name: PUBLISHER, password, type: 'user' }),
    });
    const body = /** @type {{ token?: string }} */ (await response.json().catch(() => ({})));
    if (!response.ok || !body.token) {
      throw new StepError(`creating the publisher failed: HTTP ${response.status}`, JSON.stringify(body));
    }
    return { url, port, token: body.token, stop, readLog };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
