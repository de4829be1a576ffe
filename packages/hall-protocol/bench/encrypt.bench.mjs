// Body encryption: @lobbykit/hall-protocol's AES-GCM encrypt against raw WebCrypto
// AES-GCM producing the same encoding (base64 of iv || ciphertext || tag), same process,
// same payloads, alternating rounds. Prints ops/s for both and the ratio. Never fails on timing.
import { createCipher } from '../dist/crypto.js';

const subtle = globalThis.crypto.subtle;
const key = globalThis.crypto.getRandomValues(new Uint8Array(32));
const rawKey = await subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt']);
const encoder = new TextEncoder();

function jsonOfSize(bytes) {
  const rows = [];
  let text = '';
  for (let i = 0; text.length < bytes; i++) {
    rows.push({ id: 900000000 + i, name: `game ${i} 游戏`, provider: 'PG', hot: i % 3 === 0, rtp: 96.5 });
    text = JSON.stringify({ code: 0, data: rows });
  }
  return text;
}

async function raw(text) {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, rawKey, encoder.encode(text)));
  const out = new Uint8Array(12 + sealed.length);
  out.set(iv);
  out.set(sealed, 12);
  return Buffer.from(out.buffer, out.byteOffset, out.length).toString('base64');
}

async function opsPerSecond(fn, text, ms) {
  let ops = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 16; i++) await fn(text);
    ops += 16;
  }
  return (ops * 1000) / ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cipher = createCipher({ key });
const ours = (text) => cipher.encrypt(text);

console.info(
  `node ${process.version}, base64 codec: ${Uint8Array.prototype.toBase64 ? 'Uint8Array.prototype.toBase64' : 'Buffer'} (both sides)`,
);
for (const [label, size] of [
  ['1 KB', 1024],
  ['64 KB', 65536],
]) {
  const text = jsonOfSize(size);
  // Both must produce the same encoding: check that raw output decrypts like ours.
  if ((await ours(text)).length !== (await raw(text)).length) throw new Error('encodings differ');
  await opsPerSecond(ours, text, 300);
  await opsPerSecond(raw, text, 300);
  const a = [];
  const b = [];
  for (let round = 0; round < 5; round++) {
    a.push(await opsPerSecond(ours, text, 400));
    b.push(await opsPerSecond(raw, text, 400));
  }
  const o = median(a);
  const r = median(b);
  console.info(
    `${label.padEnd(6)} (${text.length} B JSON): hall-protocol ${o.toFixed(0)} ops/s, raw WebCrypto ${r.toFixed(0)} ops/s, ratio ${(o / r).toFixed(2)}`,
  );
}
