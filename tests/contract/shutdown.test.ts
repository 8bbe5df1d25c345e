// SIGTERM drains the server as a load balancer needs it: not ready at once, still serving during
// the drain delay, then new connections are refused, the request in flight completes, and the
// process exits 0. SIGINT (Ctrl-C) skips the delay.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rawRequest, startProductionServer } from './productionServer.ts';

/** Whether a TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, 'localhost');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s lets the request in flight finish, refuses new ones, exits 0',
    async (signal) => {
      const server = await startProductionServer({ SHUTDOWN_DRAIN_MS: '1000' });
      try {
        const events: string[] = [];
        // The mock answers this visitor's GraphQL calls only after a pause.
        const slow = rawRequest(
          server.port,
          'POST',
          '/graphql',
          { 'content-type': 'application/json', 'x-mock-faults': '*=delay:5000' },
          '{"query":"{__typename}"}',
        ).then((response) => {
          events.push('slow answered');
          return response;
        });
        // A quick request on a second connection: once it is answered, the slow one has been taken in.
        expect((await rawRequest(server.port, 'GET', '/healthz')).status).toBe(200);

        server.child.kill(signal);
        if (signal === 'SIGTERM') {
          // Not ready, but still serving while the load balancer notices.
          await server.waitForLog((line) => line.msg === 'draining');
          expect((await rawRequest(server.port, 'GET', '/readyz')).status).toBe(503);
          expect((await rawRequest(server.port, 'GET', '/healthz')).status).toBe(200);
          events.push('drained');
        }
        await server.waitForLog((line) => line.msg === 'shutting down');
        events.push('shutting down');
        expect(await accepts(server.port)).toBe(false);

        const response = await slow;
        expect(response.status).toBe(200);
        expect(JSON.parse(response.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
        expect(events).toEqual([...(signal === 'SIGTERM' ? ['drained'] : []), 'shutting down', 'slow answered']);
        expect(await server.exited).toBe(0);
      } finally {
        await server.stop();
      }
    },
    60_000,
  );
});
