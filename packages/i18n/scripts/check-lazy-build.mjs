// Build check: loads the built package the way an app would and lists which of its files
// Node actually loaded. The core must load no language file; a complete language loads
// only itself; a partial one loads itself and en_US. Exits 1 when that does not hold.
import { register } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

const dist = new URL('../dist/', import.meta.url);
const loaded = [];
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => {
  if (url.startsWith(dist.href)) loaded.push(basename(fileURLToPath(url)));
});
port1.unref();
register('./record-hooks.mjs', { parentURL: import.meta.url, data: { port: port2 }, transferList: [port2] });

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const languageFile = /^([a-z]{2}_[A-Z]{2})-[A-Z0-9]+\.js$/;
const languagesOf = (files) =>
  files
    .map((file) => languageFile.exec(file)?.[1])
    .filter(Boolean)
    .sort();
let failed = false;

function expectLanguages(step, files, wanted) {
  const got = languagesOf(files);
  const ok = JSON.stringify(got) === JSON.stringify([...wanted].sort());
  if (!ok) failed = true;
  console.info(
    `${ok ? 'ok  ' : 'FAIL'} ${step}: loaded ${files.join(', ') || 'nothing new'} -> languages [${got.join(', ')}]`,
  );
}

const { createI18n } = await import(new URL('index.js', dist).href);
await settle();
expectLanguages('import the core', loaded.splice(0), []);

const lobby = createI18n({ url: '?lang=zh_CN', storage: null, browserLanguages: [], react: false });
await lobby.ready;
await settle();
expectLanguages('start in zh_CN (complete)', loaded.splice(0), ['zh_CN']);

await lobby.changeLanguage('th_TH');
await settle();
expectLanguages('switch to th_TH (partial)', loaded.splice(0), ['en_US', 'th_TH']);

if (lobby.t('error.timeout', { requestId: 'r1', url: '/u', status: 0, retryCount: 3 }).includes('{{')) {
  failed = true;
  console.info('FAIL th_TH timeout text left a placeholder unfilled');
}

console.info(failed ? 'lazy resource check failed' : 'lazy resource check passed');
process.exitCode = failed ? 1 : 0;
