import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BEACON_BYTES, type BeaconPayload } from './beaconPayload.ts';
import type { Consent } from '../privacy/consent.ts';

const consent = vi.hoisted(() => ({ current: null as Consent | null }));
vi.mock('../privacy/useConsent.ts', () => ({ readConsent: () => consent.current }));

const { beaconBody, describeError, framesOf, noteError } = await import('./browserReports.ts');

const ORIGIN = 'https://www.shop.example';
const allowed = { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false };

describe('framesOf', () => {
  it("takes the frames of the shop's own scripts from Chrome's and Firefox's stacks", () => {
    const chrome = `TypeError: x is undefined\n    at Tile (${ORIGIN}/assets/chunks/Ab1_-x.js:1:2040)\n    at ${ORIGIN}/assets/entries/pages_index.BMkCr5DG.js?v=1:3:99\n    at https://chat.example/widget.js:1:5`;
    expect(framesOf(chrome, ORIGIN)).toEqual([
      { file: '/assets/chunks/Ab1_-x.js', line: 1, column: 2040 },
      { file: '/assets/entries/pages_index.BMkCr5DG.js', line: 3, column: 99 },
    ]);
    const firefox = `Tile@${ORIGIN}/assets/chunks/Ab1_-x.js:1:2040\n@https://evil.example/assets/x.js:1:1`;
    expect(framesOf(firefox, ORIGIN)).toEqual([{ file: '/assets/chunks/Ab1_-x.js', line: 1, column: 2040 }]);
    expect(framesOf(undefined, ORIGIN)).toEqual([]);
  });

  it('keeps at most five frames', () => {
    const stack = Array.from({ length: 9 }, (_, i) => `    at ${ORIGIN}/assets/chunks/a.js:1:${i}`).join('\n');
    expect(framesOf(stack, ORIGIN)).toHaveLength(5);
  });
});

describe('describeError', () => {
  it('gives the class, the message without personal data, and the frames', () => {
    const error = new TypeError('No basket for kunde@example.de (order 1234567)');
    error.stack = `TypeError: …\n    at ${ORIGIN}/assets/chunks/a.js:1:2`;
    expect(describeError('uncaught', error, ORIGIN)).toEqual({
      kind: 'uncaught',
      name: 'TypeError',
      message: 'No basket for [email] (order [number])',
      frames: [{ file: '/assets/chunks/a.js', line: 1, column: 2 }],
    });
  });

  it('takes what was thrown when it is no error, cut to 200 characters', () => {
    expect(describeError('recoverable', 'x'.repeat(300), ORIGIN)).toEqual({
      kind: 'recoverable',
      name: 'Error',
      message: 'x'.repeat(200),
      frames: [],
    });
  });
});

describe('beaconBody', () => {
  it('leaves errors out until the beacon fits what the server reads', () => {
    const big = {
      kind: 'uncaught' as const,
      name: 'Error',
      message: 'ü'.repeat(200),
      frames: Array.from({ length: 5 }, () => ({ file: `/assets/${'a'.repeat(190)}.js`, line: 1, column: 1 })),
    };
    const payload: BeaconPayload = { page: 'homepage', vitals: [{ name: 'LCP', value: 1 }], errors: [big, big, big] };
    const body = beaconBody(payload);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
    const sent = JSON.parse(body) as BeaconPayload;
    expect(sent.errors!.length).toBeLessThan(3);
    expect(sent.vitals).toEqual([{ name: 'LCP', value: 1 }]);
  });
});

describe('noteError', () => {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('location', { origin: ORIGIN, pathname: '/basket' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sendBeacon.mockClear();
  });

  it('sends the errors of a moment in one beacon to /_beacon, with the page type', () => {
    consent.current = allowed;
    noteError('uncaught', new Error('one'));
    noteError('recoverable', new Error('two'));
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/_beacon');
    const sent = JSON.parse(body) as BeaconPayload;
    expect(sent.page).toBe('basket');
    expect(sent.errors!.map((error) => [error.kind, error.message])).toEqual([
      ['uncaught', 'one'],
      ['recoverable', 'two'],
    ]);
  });

  it('sends nothing without consent to statistics (performance cookies)', () => {
    consent.current = { ...allowed, C0002: false };
    noteError('uncaught', new Error('three'));
    vi.advanceTimersByTime(2000);
    consent.current = null;
    noteError('uncaught', new Error('four'));
    vi.advanceTimersByTime(2000);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
