#!/usr/bin/env node
// `npm start`: builds the reference hall server and the classic lobby, starts both on
// loopback, prints the lobby's URL, and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, run, setup } from './lib/setup.mjs';

const pnpm = setup();
if (
  run(pnpm, [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=hall-server',
    '--filter=lobby-classic',
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

/** Starts a child, echoes its output, and resolves once a line matches `ready`. */
function startChild(name, args, ready) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      const text = chunk.toString();
      process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
      if (ready.test(text)) resolve(child);
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

try {
  const hallUrl = `http://127.0.0.1:${hallPort}`;
  await startChild(
    'hall',
    // --fake-idp: a person trying the lobby signs in with LINE, Google or Facebook through the
    // hall's local stand-in (off unless asked for: it signs anyone in as any subject).
    [join('apps', 'hall-server', 'dist', 'main.js'), '--port', String(hallPort), '--quiet', '--fake-idp'],
    /listening on/,
  );
  await startChild(
    'lobby',
    [join('apps', 'lobby-classic', 'scripts', 'serve.mjs'), '--port', String(lobbyPort), '--hall', hallUrl],
    /lobby-classic on/,
  );
  console.info(
    `\nThe lobby is running at http://127.0.0.1:${lobbyPort}/  (hall server ${hallUrl}). Ctrl-C stops both.\n`,
  );
} catch (error) {
  console.error(`lobbykit: ${error.message}`);
  shutdown(1);
}
