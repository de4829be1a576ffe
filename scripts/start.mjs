#!/usr/bin/env node
// `npm start`: builds the reference hall server and the theme apps, starts the hall and one
// lobby per theme app on loopback (tooling/lobby-server), prints the lobbies' URLs, and stops
// everything on Ctrl-C.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, run, setup } from './lib/setup.mjs';

const pnpm = setup();
// Imported once the dependencies are installed: the list of theme apps is lobby-server's (its
// own file: the package's index needs lobby-core built, which the build below does).
const { themeApps } = await import('../tooling/lobby-server/src/themes.js');
if (
  run(pnpm, [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=hall-server',
    ...themeApps.map((app) => `--filter=${app.name}`),
    '--output-logs=errors-only',
  ]) !== 0
) {
  console.error('lobbykit: build failed (see above).');
  process.exit(1);
}

/** The wanted port when it is free, otherwise any free port. */
function freePort(wanted) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      const any = createServer();
      any.listen(0, '127.0.0.1', () => {
        const { port } = any.address();
        any.close(() => resolve(port));
      });
    });
    probe.listen(wanted, '127.0.0.1', () => probe.close(() => resolve(wanted)));
  });
}

const hallPort = await freePort(Number(process.env.HALL_PORT ?? 7300));
const lobbyPort = await freePort(Number(process.env.PORT ?? 7100));
const children = [];

/** Starts a child, echoes its output, and resolves with that output once it matches `ready`. */
function startChild(name, args, ready) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      const text = chunk.toString();
      output += text;
      process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
      if (ready.test(output)) resolve(output);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) =>
      process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)),
    );
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with code ${code}`));
      shutdown(code ?? 1);
    });
  });
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.once('SIGINT', () => {
  console.info('\nlobbykit: stopping the lobby and the hall server');
  shutdown(0);
});
process.once('SIGTERM', () => shutdown(0));

/** The URLs listed on the hall's `<label>:` line. */
const urlsOn = (output, label) => new RegExp(`${label}:(.*)`).exec(output)?.[1]?.trim().split(/\s+/) ?? [];

try {
  const hallUrl = `http://127.0.0.1:${hallPort}`;
  const hallOutput = await startChild(
    'hall',
    // --fake-idp: a person trying the lobby signs in with LINE, Google or Facebook through the
    // hall's local stand-in (off unless asked for: it signs anyone in as any subject).
    // --fake-vendors: the tracking beacons reach the hall's stand-ins of the vendors, not the
    // internet (the served pages say so in their boot block, and their policy allows it).
    [
      join('apps', 'hall-server', 'dist', 'main.js'),
      '--port',
      String(hallPort),
      '--quiet',
      '--fake-idp',
      '--fake-vendors',
    ],
    /asset domains:.*\n/,
  );
  const lobbyOutput = await startChild(
    'lobby',
    [
      join('tooling', 'lobby-server', 'bin', 'serve.js'),
      '--port',
      String(lobbyPort),
      '--hall',
      hallUrl,
      // The pages may call the hall's lines and show pictures from its asset lines directly.
      '--api',
      urlsOn(hallOutput, 'api domains').join(','),
      '--assets',
      urlsOn(hallOutput, 'asset domains').join(','),
      '--tracking',
      `${hallUrl}/vendors`,
    ],
    /lobby-serve ready/,
  );
  const lobbies = [...lobbyOutput.matchAll(/^(\S+) \((\S+), site (\S+)\) on (\S+)$/gm)];
  console.info(
    lobbies.length === 1
      ? `\nThe lobby is running at ${lobbies[0][4]}  (hall server ${hallUrl}). Ctrl-C stops both.\n`
      : `\nThe lobbies are running (hall server ${hallUrl}); Ctrl-C stops them all:\n${lobbies
          .map(([, app, theme, site, url]) => `  ${url}  ${app}, the ${theme} theme, site ${site}`)
          .join('\n')}\n`,
  );
} catch (error) {
  console.error(`lobbykit: ${error.message}`);
  shutdown(1);
}
