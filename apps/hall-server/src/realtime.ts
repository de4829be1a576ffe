import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';

/**
 * The notice socket at /ws/websocket. `authStr` carries the site id and auth; a
 * `{"event":"ping"}` message is answered with `{"event":"pong"}`.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(websocket);
  app.get('/ws/websocket', { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, string | undefined>;
    if (!query.authStr) {
      socket.close(4401, 'authStr required');
      return;
    }
    socket.on('message', (raw: Buffer) => {
      let message: unknown;
      try {
        message = JSON.parse(raw.toString('utf8'));
      } catch {
        socket.send(JSON.stringify({ event: 'error', message: 'not JSON' }));
        return;
      }
      if (
        typeof message === 'object' &&
        message !== null &&
        (message as { event?: unknown }).event === 'ping'
      ) {
        socket.send(JSON.stringify({ event: 'pong', serverTime: Date.now() }));
      }
    });
  });
}
