import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ServerConfig } from './config.ts';
import { bindMock } from './mockBinding.ts';
import { gatewayFailure } from './responses.ts';

const noPersisted = async () => ({ shop: {}, content: {} });

/** A port on loopback that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the relay to the mock service (MOCK=remote)', () => {
  it('answers 502 with a GraphQL error when the mock service cannot be reached', async () => {
    const port = await closedPort();
    const config = {
      mock: 'remote',
      shopApiUrl: `http://127.0.0.1:${port}/graphql`,
      contentApiUrl: `http://127.0.0.1:${port}/content/graphql`,
    } as ServerConfig;
    const binding = await bindMock(config, noPersisted);
    const answer = await binding!.fetch(new Request('http://shop.test/graphql', { method: 'POST', body: '{"query":"{ __typename }"}' }));
    expect(answer.status).toBe(502);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ errors: [{ message: 'The mock service could not be reached' }] });
  });

  it('answers 504 for a call that timed out', async () => {
    const answer = gatewayFailure(new DOMException('The operation timed out.', 'TimeoutError'), 'The mock service');
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({ errors: [{ message: 'The mock service did not answer in time' }] });
  });
});
