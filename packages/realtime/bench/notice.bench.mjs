// Realtime benchmark: decode + dispatch throughput, and the p50 the channel adds to a raw `ws` round trip.
// Run with `pnpm bench` (builds first). Prints figures; never fails on timing.
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer } from 'ws';
import { createNoticeChannel } from '../dist/index.js';

const types = [
  'payOrderSuccess',
  'withdrawOrderSuccess',
  'payOrderSuccessNotice',
  'multipleLogin',
  'registerSuccess',
  'activeDetails',
  'noWalletOrderMsg',
  'gameGoldChange',
  'jackpot',
  'changeBankPassRegister',
];
const dataFor = (type, i) =>
  type === 'payOrderSuccess'
    ? { orderId: `o${i}`, amount: '12.50', currency: 'USD', isFirst: i % 2 }
    : type === 'gameGoldChange'
      ? { game_gold: i, bonus: '1.5' }
      : type === 'jackpot'
        ? { amount: 1000 + i, currency: 'USD', gameName: 'slots', username: 'neo' }
        : { message: `notice ${i}` };
const frame = (i) => {
  const type = types[i % types.length];
  return JSON.stringify({ msgId: `m${i}`, type, data: dataFor(type, i) });
};

const online = { online: () => true, subscribe: () => () => undefined };

// 1. Decode + dispatch: frames fed straight into the socket handler, no network.
async function throughput(count) {
  const sockets = [];
  class InProcessSocket {
    readyState = 1;
    onopen = null;
    onmessage = null;
    onclose = null;
    onerror = null;
    constructor() {
      sockets.push(this);
      queueMicrotask(() => this.onopen?.({}));
    }
    send() {}
    close() {}
  }
  const channel = createNoticeChannel({
    domains: ['http://127.0.0.1:1'],
    siteId: 1,
    auth: 'bench',
    WebSocket: InProcessSocket,
    network: online,
    share: false,
  });
  let dispatched = 0;
  channel.on('message', () => (dispatched += 1));
  for (const type of types) channel.on(type, () => undefined);
  channel.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const frames = Array.from({ length: count }, (_, i) => frame(i));
  const warm = Array.from({ length: 20_000 }, (_, i) => frame(count + i));
  const socket = sockets[0];
  for (const data of warm) socket.onmessage({ data });
  dispatched = 0;
  const t0 = performance.now();
  for (const data of frames) socket.onmessage({ data });
  const ms = performance.now() - t0;
  channel.stop();
  if (dispatched !== count) throw new Error(`dispatched ${dispatched} of ${count}`);
  // Reference in the same run: JSON.parse of the same frames and nothing else.
  const r0 = performance.now();
  let sink = 0;
  for (const data of frames) sink += JSON.parse(data).msgId.length;
  const parseMs = performance.now() - r0;
  return { perSecond: (count / ms) * 1000, parsePerSecond: (count / parseMs) * 1000, sink };
}

// 2. Round trip on loopback: the server sends a notice and times until its ack comes back.
async function roundTrips(blocks, perBlock) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws/websocket' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const url = `http://127.0.0.1:${wss.address().port}`;
  const peers = new Map();
  wss.on('connection', (socket, request) => {
    const who = new URL(request.url, url).searchParams.get('authStr');
    const peer = { socket, waiting: undefined };
    peers.set(who, peer);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.event === 'ack' && peer.waiting?.msgId === message.msgId) peer.waiting.done();
    });
  });
  const ask = (who, i) =>
    new Promise((resolve) => {
      const peer = peers.get(who);
      const start = process.hrtime.bigint();
      const msgId = `${who}-${i}`;
      peer.waiting = { msgId, done: () => resolve(Number(process.hrtime.bigint() - start) / 1000) };
      const type = types[i % types.length];
      peer.socket.send(JSON.stringify({ msgId, type, data: dataFor(type, i) }));
    });

  // The reference: a bare `ws` client that parses the notice and acks it.
  const raw = new WebSocket(`${url.replace('http', 'ws')}/ws/websocket?authStr=raw`);
  raw.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.msgId) raw.send(JSON.stringify({ event: 'ack', msgId: message.msgId }));
  });
  const channel = createNoticeChannel({
    domains: [url],
    siteId: 'ch',
    auth: 'x',
    formatAuthStr: () => 'channel',
    WebSocket,
    network: online,
    share: false,
  });
  for (const type of types) channel.on(type, () => undefined);
  channel.start();
  while (!peers.has('raw') || !peers.has('channel') || channel.state.status !== 'open')
    await new Promise((r) => setTimeout(r, 5));

  const samples = { raw: [], channel: [] };
  let i = 0;
  // Blocks alternate so drift on a shared machine hits both sides alike.
  for (let b = 0; b < blocks; b += 1) {
    for (const who of b % 2 ? ['channel', 'raw'] : ['raw', 'channel']) {
      for (let k = 0; k < perBlock; k += 1) {
        const us = await ask(who, (i += 1));
        if (b > 0) samples[who].push(us);
      }
    }
  }
  channel.stop();
  raw.close();
  await new Promise((resolve) => wss.close(resolve));
  const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.floor(list.length * p)];
  return {
    rawP50: pct(samples.raw, 0.5),
    channelP50: pct(samples.channel, 0.5),
    rawP90: pct(samples.raw, 0.9),
    channelP90: pct(samples.channel, 0.9),
    n: samples.raw.length,
  };
}

const t = await throughput(200_000);
console.info(
  `decode+dispatch: ${Math.round(t.perSecond).toLocaleString('en-US')} notices/s (goal >= 20,000); ` +
    `reference JSON.parse alone: ${Math.round(t.parsePerSecond).toLocaleString('en-US')}/s; ratio ${(t.perSecond / t.parsePerSecond).toFixed(3)}`,
);
const rt = await roundTrips(11, 1000);
console.info(
  `round trip send->ack over loopback (${rt.n} each): raw ws p50 ${rt.rawP50.toFixed(1)} us, channel p50 ${rt.channelP50.toFixed(1)} us, ` +
    `added p50 ${(rt.channelP50 - rt.rawP50).toFixed(1)} us (goal <= 50 us); p90 raw ${rt.rawP90.toFixed(1)} / channel ${rt.channelP90.toFixed(1)} us; ` +
    `ratio ${(rt.channelP50 / rt.rawP50).toFixed(2)}`,
);
