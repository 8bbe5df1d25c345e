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
  it('is ready at once with the embedded mock, and not once draining', async () => {
    const readiness = createReadiness([]);
    expect(await readiness.ready()).toBe(true);
    readiness.drain();
    expect(await readiness.ready()).toBe(false);
  });

  it('is ready when every real API answers, also with a 4xx', async () => {
    const { calls, fetchFn } = answering(400);
    expect(await createReadiness(['https://api.example/graphql', 'https://cms.example/graphql'], fetchFn).ready()).toBe(true);
    expect(calls).toEqual(['https://api.example/graphql', 'https://cms.example/graphql']);
  });

  it('is not ready when an API fails or cannot be reached', async () => {
    expect(await createReadiness(['https://api.example/graphql'], answering(503).fetchFn).ready()).toBe(false);
    const unreachable = (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    expect(await createReadiness(['https://api.example/graphql'], unreachable).ready()).toBe(false);
  });

  it('asks the API again only after a few seconds', async () => {
    const { calls, fetchFn } = answering(200);
    let now = 1_000;
    const readiness = createReadiness(['https://api.example/graphql'], fetchFn, () => now);
    await readiness.ready();
    now += 4_999;
    await readiness.ready();
    expect(calls).toHaveLength(1);
    now += 1;
    await readiness.ready();
    expect(calls).toHaveLength(2);
  });
});
