import { describe, expect, it } from 'vitest';
import { createReadiness } from './health.ts';

const answering = (status: number) => {
  const calls: string[] = [];
  const fetchFn = ((url: string) => {
    calls.push(url);
    return Promise.resolve(new Response('{}', { status }));
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
};

describe('readiness', () => {
  it('is ready at once, and not once draining', () => {
    const readiness = createReadiness([]);
    expect(readiness.ready()).toBe(true);
    readiness.drain();
    expect(readiness.ready()).toBe(false);
  });

  it('is not ready while the process is overloaded', () => {
    const readiness = createReadiness([]);
    let full = true;
    readiness.watchLoad(() => full);
    expect(readiness.ready()).toBe(false);
    full = false;
    expect(readiness.ready()).toBe(true);
  });

  it("stays ready when an API fails: the APIs are every replica's, so they are a deep check of their own", async () => {
    const readiness = createReadiness(['https://api.example/graphql'], answering(503).fetchFn);
    expect(readiness.ready()).toBe(true);
    expect(await readiness.upstreamHealthy()).toBe(false);
  });
});

describe('upstream health', () => {
  it('holds when every real API answers, also with a 4xx', async () => {
    const { calls, fetchFn } = answering(400);
    expect(await createReadiness(['https://api.example/graphql', 'https://cms.example/graphql'], fetchFn).upstreamHealthy()).toBe(true);
    expect(calls).toEqual(['https://api.example/graphql', 'https://cms.example/graphql']);
    expect(await createReadiness([]).upstreamHealthy()).toBe(true);
  });

  it('fails when an API fails or cannot be reached', async () => {
    expect(await createReadiness(['https://api.example/graphql'], answering(503).fetchFn).upstreamHealthy()).toBe(false);
    const unreachable = (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    expect(await createReadiness(['https://api.example/graphql'], unreachable).upstreamHealthy()).toBe(false);
  });

  it('asks the API again only after a few seconds', async () => {
    const { calls, fetchFn } = answering(200);
    let now = 1_000;
    const readiness = createReadiness(['https://api.example/graphql'], fetchFn, () => now);
    await readiness.upstreamHealthy();
    now += 4_999;
    await readiness.upstreamHealthy();
    expect(calls).toHaveLength(1);
    now += 1;
    await readiness.upstreamHealthy();
    expect(calls).toHaveLength(2);
  });
});
