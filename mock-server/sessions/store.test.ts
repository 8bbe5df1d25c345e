import { afterEach, describe, expect, it } from 'vitest';
import { mockState } from '../state.ts';
import {
  logRequest,
  MAX_LOG_ENTRIES,
  MAX_LOGGED_REQUESTS,
  MAX_VISITORS,
  VISITOR_IDLE_MS,
  visitorFor,
  type RequestLogEntry,
} from './store.ts';

const request = (id: string) => new Request('http://localhost/graphql', { headers: { cookie: `mock_visitor=${id}` } });
const entry: RequestLogEntry = { endpoint: 'shop', operationName: 'Q', method: 'POST', status: 200, at: '2026-11-01T10:00:00.000Z' };

afterEach(() => mockState().visitors.clear());

describe('visitor state is bounded', () => {
  it('keeps at most MAX_VISITORS, forgetting the least recently seen', () => {
    const first = visitorFor(request('v0'), 0);
    for (let i = 1; i < MAX_VISITORS; i++) visitorFor(request(`v${i}`), 0);
    // Seen again: now the most recent.
    expect(visitorFor(request('v0'), 0)).toBe(first);
    visitorFor(request('new'), 0);
    const { visitors } = mockState();
    expect(visitors.size).toBe(MAX_VISITORS);
    expect(visitors.has('v0')).toBe(true);
    expect(visitors.has('v1')).toBe(false);
  });

  it('forgets visitors unseen for VISITOR_IDLE_MS', () => {
    visitorFor(request('idle'), 0);
    visitorFor(request('recent'), VISITOR_IDLE_MS / 2);
    visitorFor(request('new'), VISITOR_IDLE_MS);
    expect([...mockState().visitors.keys()]).toEqual(['recent', 'new']);
  });

  it('bounds the request logs of one visitor and of all together', () => {
    const one = visitorFor(request('busy'), 0);
    for (let i = 0; i < MAX_LOG_ENTRIES + 10; i++) logRequest(one, entry);
    expect(one.requests).toHaveLength(MAX_LOG_ENTRIES);
    // Many visitors with full logs: the oldest go, the one logging stays.
    let last = one;
    for (let v = 0; v * MAX_LOG_ENTRIES <= MAX_LOGGED_REQUESTS * 1.5; v++) {
      last = visitorFor(request(`full${v}`), 0);
      for (let i = 0; i < MAX_LOG_ENTRIES; i++) logRequest(last, entry);
    }
    const logged = [...mockState().visitors.values()].reduce((sum, v) => sum + v.requests.length, 0);
    expect(logged).toBeLessThanOrEqual(MAX_LOGGED_REQUESTS);
    expect(mockState().visitors.has('busy')).toBe(false);
    expect(mockState().visitors.get(last.id)).toBe(last);
  });
});
