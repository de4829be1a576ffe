// Measures what an app pays for a partial import of the built package, bundled the way lobbykit
// apps bundle (Vite, which honours valibot's no-side-effects annotations), against the whole index.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const cases = {
  'whole index': '*',
  'languages, isLanguageCode': '{ languages, isLanguageCode }',
  'getServiceCode, isSuccessCode': '{ getServiceCode, isSuccessCode }',
  getEndpointByPath: '{ getEndpointByPath }',
  'siteInfoSchema, hallResponseSchema': '{ siteInfoSchema, hallResponseSchema }',
  noticeSchema: '{ noticeSchema }',
  'errorKeys, hallErrorKeys': '{ errorKeys, hallErrorKeys }',
};

const folder = mkdtempSync(join(tmpdir(), 'contract-shake-'));

async function gzipSize(imports) {
  const entry = join(folder, 'entry.js');
  writeFileSync(entry, `export ${imports} from ${JSON.stringify(dist)};\n`);
  const result = await build({
    logLevel: 'silent',
    configFile: false,
    root: folder,
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'entry' } },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output.output.find((item) => item.type === 'chunk');
  return gzipSync(chunk.code).length;
}

try {
  const whole = await gzipSize(cases['whole index']);
  for (const [name, imports] of Object.entries(cases)) {
    const size = name === 'whole index' ? whole : await gzipSize(imports);
    const ratio = (size / whole).toFixed(2);
    console.info(`${name.padEnd(36)} ${String(size).padStart(6)} B gzip  ${ratio} of the whole index`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
