import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startNoticeServer, until } from '../test/notice-server';
import { createNoticeChannel } from './channel';

/** A seeded generator, so a failing run can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notice channel under chaos', () => {
  describe('when the server is killed 50 times, also between sending a notice and receiving its ack', () => {
    it('ends with 0 lost acks and 0 duplicate notices', async () => {
      const random = mulberry32(0x5eed);
      let killOnNextAck = false;
      const server = await startNoticeServer({
        authInMessage: true,
        onAck: () => {
          if (!killOnNextAck) return undefined;
          killOnNextAck = false;
          return 'kill';
        },
      });
      const shown = new Map<string, number>();
      let maxTries = 0;
      let degraded = 0;
      const channel = createNoticeChannel({
        domains: [server.url],
        siteId: 1,
        auth: 'chaos',
        WebSocket,
        share: false,
        random,
        backoff: { baseMs: 4, maxMs: 40 },
        minUptimeMs: 10,
      });
      channel.on('message', (notice) => shown.set(notice.msgId, (shown.get(notice.msgId) ?? 0) + 1));
      channel.on('state', (state) => {
        if ('tries' in state) maxTries = Math.max(maxTries, state.tries);
      });
      channel.on('degraded', () => (degraded += 1));
      channel.start();

      const sent: string[] = [];
      const send = () => {
        const msgId = `c${sent.length + 1}`;
        sent.push(msgId);
        server.send({ msgId, type: 'gameGoldChange', data: { game_gold: sent.length } });
      };
      const modes = { random: 0, afterSend: 0, beforeAck: 0 };
      try {
        while (server.kills < 50) {
          await until(() => server.openConnections().length === 1, 5000, 'a connection');
          // The server lives a little past the minimum uptime, so tries start over as they would in the field.
          await sleep(12 + random() * 8);
          const burst = 1 + Math.floor(random() * 4);
          for (let i = 0; i < burst; i += 1) send();
          const mode = server.kills % 3;
          if (mode === 0) {
            // Killed at a random point, often with acks still in flight.
            modes.random += 1;
            await sleep(random() * 4);
            await server.kill();
          } else if (mode === 1) {
            // Killed right after a notice left: it may or may not reach the client.
            modes.afterSend += 1;
            send();
            await server.kill();
          } else {
            // The client shows the notice and acks it, and the server dies before recording the ack.
            modes.beforeAck += 1;
            killOnNextAck = true;
            send();
            await until(() => !server.alive, 5000, 'the kill on ack');
          }
          await sleep(random() * 15);
          await server.restart();
        }
        await until(
          () => server.unacked.size === 0 && sent.every((id) => shown.has(id)),
          10_000,
          'every ack',
        );
      } finally {
        channel.stop();
        await server.close();
      }

      const lostAcks = server.unacked.size;
      const duplicates = [...shown.values()].reduce((sum, count) => sum + count - 1, 0);
      const missing = sent.filter((id) => !shown.has(id)).length;
      const redelivered = server.redelivered;
      console.info(
        `[realtime chaos] kills=${server.kills} (random ${modes.random}, after send ${modes.afterSend}, before ack ${modes.beforeAck}) ` +
          `notices=${sent.length} lostAcks=${lostAcks} duplicatesShown=${duplicates} missing=${missing} ` +
          `redelivered=${redelivered} connections=${server.connections.length} maxTries=${maxTries} degraded=${degraded}`,
      );
      expect(server.kills).toBe(50);
      expect(modes.beforeAck).toBeGreaterThanOrEqual(16);
      expect(lostAcks).toBe(0);
      expect(duplicates).toBe(0);
      expect(missing).toBe(0);
      expect(redelivered).toBeGreaterThan(0);
      expect(degraded).toBe(0);
      expect(maxTries).toBeLessThanOrEqual(20);
    });
  });
});
