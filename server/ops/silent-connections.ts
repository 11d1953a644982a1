import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closes, when the app closes, the connections that have not sent a request yet.
 *
 * Fastify's close waits for every connection to end. Node's `server.close()` drops the idle
 * keep-alive ones, but it does not count a connection that never sent a request as idle (a
 * browser's preconnect, a TCP health check, a client that stalls). One such socket kept a
 * stopping instance waiting until close-with-grace killed it (exit 1, "killed by timeout").
 * Neither Node nor Fastify offers a switch for this: `forceCloseConnections: true` would also
 * cut the requests under way, which the drain lets finish. So the sockets are tracked by hand:
 * from their connection to their first request.
 */
export function closeSilentConnections(app: FastifyInstance): void {
  const silent = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => silent.delete(request.socket));
  // Fastify closes the listener right after its preClose hooks, in the same turn.
  app.addHook('preClose', (done) => {
    for (const socket of silent) socket.destroy();
    silent.clear();
    done();
  });
}
