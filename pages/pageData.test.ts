// src/relay/pageData.ts with real page queries (here, since src/relay may not import them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { FrameNavigationQuery as QueryType } from '../src/features/navigation/__generated__/FrameNavigationQuery.graphql.ts';
import FrameNavigationQuery from '../src/features/navigation/__generated__/FrameNavigationQuery.graphql.ts';
import type { ListingTrailQuery as TrailQueryType } from '../src/views/__generated__/ListingTrailQuery.graphql.ts';
import ListingTrailQuery from '../src/views/__generated__/ListingTrailQuery.graphql.ts';
import type { BasketScreenQuery as BasketQueryType } from '../src/features/basket/__generated__/BasketScreenQuery.graphql.ts';
import BasketScreenQuery from '../src/features/basket/__generated__/BasketScreenQuery.graphql.ts';
import { clearSharedRecords, createPageLoader, MAX_SHARED_ANSWERS, SHARED_FOR } from '../src/relay/pageData.ts';
import type { ApiEndpoint } from '../src/relay/environment.ts';
import { unpackPageRecords } from '../src/relay/pageRecords.ts';

const navigation = (name: string) => ({
  data: {
    navigation: {
      id: 'nav-de-DE',
      categories: [{ id: 'c1', name, title: null, path: '/damen-mode', children: [] }],
    },
  },
});

/** A page's context whose shop API answers from `answers`, one per request. */
function page(
  answers: Array<() => Response | Promise<Response>>,
  {
    perVisitor = false,
    signal,
    onSharedAnswer,
    observe,
    visitor,
  }: {
    perVisitor?: boolean;
    signal?: AbortSignal;
    onSharedAnswer?: ApiEndpoint['onSharedAnswer'];
    observe?: ApiEndpoint['observe'];
    visitor?: ApiEndpoint['visitor'];
  } = {},
) {
  const fetchFn = vi.fn<typeof fetch>(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected extra request');
    return next();
  });
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const endpoint = { url: 'http://localhost/graphql', fetchFn, logger, perVisitor, signal, onSharedAnswer, observe, visitor };
  const pageContext = { serverApi: { shop: endpoint, content: endpoint } } as unknown as PageContextServer;
  return { load: createPageLoader(pageContext), fetchFn };
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = json({ data: null, errors: [{ message: 'no such thing', extensions: { code: 'NOT_FOUND' } }] });
const failure = json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, 500);
const variables = { locale: 'de-DE' };
const categoryNames = (load: ReturnType<typeof createPageLoader>) =>
  Object.values(JSON.parse(load.records().json).shop ?? {})
    .map((record) => (record as { name?: string }).name)
    .filter(Boolean);

/** The frame's navigation as a page asks for it, at `now`. */
const frame = (load: ReturnType<typeof createPageLoader>, now: number, locale = 'de-DE') =>
  load.deferred<QueryType>('shop', FrameNavigationQuery, { locale }, { sharedFor: SHARED_FOR.frame, now });

afterEach(() => clearSharedRecords());

describe('shared answers (the same for every visitor)', () => {
  it('asks the API once while fresh and gives every page the records in its own store', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Damenmode neu'))];
    const first = page(answers);
    const second = page(answers);
    const now = 1_000_000;
    expect(await frame(first.load, now)).not.toBeNull();
    expect(await frame(second.load, now + 1000)).not.toBeNull();
    expect(first.fetchFn).toHaveBeenCalledTimes(1);
    expect(second.fetchFn).not.toHaveBeenCalled();
    expect(categoryNames(second.load)).toEqual(['Damen-Mode']);

    const later = page(answers);
    await frame(later.load, now + SHARED_FOR.frame);
    expect(later.fetchFn).toHaveBeenCalledTimes(1);
    expect(categoryNames(later.load)).toEqual(['Damenmode neu']);
  });

  it('lets page views that arrive together share one request', async () => {
    const answers = [json(navigation('Damen-Mode'))];
    const views = [page(answers), page(answers), page(answers)];
    const results = await Promise.all(views.map((view) => frame(view.load, 5)));
    expect(results.every(Boolean)).toBe(true);
    expect(views.reduce((sum, view) => sum + view.fetchFn.mock.calls.length, 0)).toBe(1);
  });

  it('tells the endpoint whether each shared answer was kept or asked for (the cache hit ratio)', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Damenmode neu'))];
    const seen: boolean[] = [];
    const onSharedAnswer = (kept: boolean) => seen.push(kept);
    await frame(page(answers, { onSharedAnswer }).load, 0);
    await frame(page(answers, { onSharedAnswer }).load, 1000);
    await frame(page(answers, { onSharedAnswer }).load, SHARED_FOR.frame);
    expect(seen).toEqual([false, true, false]);
  });

  it('does not keep a failure: the page goes without, the next one asks again', async () => {
    const answers = [failure, json(navigation('Damen-Mode'))];
    const failed = page(answers);
    expect(await frame(failed.load, 5)).toBeNull();
    const next = page(answers);
    expect(await frame(next.load, 6)).not.toBeNull();
    expect(next.fetchFn).toHaveBeenCalledTimes(1);
  });

  it('gives every page view the same answer, and a page that changes a shared record changes only its own', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Umbenannt'))];
    const first = page(answers);
    const answer = await frame(first.load, 5);
    expect(answer?.navigation.id).toBe('nav-de-DE');
    // The page's own query brings the same category with another name into its store.
    await first.load.critical<TrailQueryType>('shop', ListingTrailQuery, { locale: 'de-AT' });
    expect(categoryNames(first.load)).toEqual(['Umbenannt']);

    const second = page(answers);
    expect(await frame(second.load, 6)).toBe(answer);
    expect(categoryNames(second.load)).toEqual(['Damen-Mode']);
    expect(second.fetchFn).not.toHaveBeenCalled();
  });

  it("answers a page's own query from the shared answers it already has, as if the page had asked them", async () => {
    const answers = [json(navigation('Damen-Mode'))];
    const first = page(answers);
    await frame(first.load, 5);
    const view = page(answers);
    await frame(view.load, 6);
    // Not shared, asked of the view's own store: the frame's navigation holds the trail.
    const trail = await view.load.critical<TrailQueryType>('shop', ListingTrailQuery, variables);
    expect(trail.navigation.categories[0]?.name).toBe('Damen-Mode');
    expect(view.fetchFn).not.toHaveBeenCalled();
  });

  it('reads such a query once while the shared answers it follows from are kept, and anew after', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Neu'))];
    const trailOf = async (now: number) => {
      const view = page(answers);
      await frame(view.load, now);
      return view.load.critical<TrailQueryType>('shop', ListingTrailQuery, variables);
    };
    const first = await trailOf(5);
    expect(await trailOf(6)).toBe(first);
    const later = await trailOf(5 + SHARED_FOR.frame);
    expect(later).not.toBe(first);
    expect(later.navigation.categories[0]?.name).toBe('Neu');
  });

  it("reads it in the page's own store when the page asked an API itself before", async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Eigene'))];
    const first = page(answers);
    await frame(first.load, 5);
    const shared = await first.load.critical<TrailQueryType>('shop', ListingTrailQuery, variables);
    const own = page(answers);
    await frame(own.load, 6);
    // Its own answer (asked of the API) is in its store now and changed the navigation record there.
    await own.load.critical<TrailQueryType>('shop', ListingTrailQuery, { locale: 'de-AT' });
    const trail = await own.load.critical<TrailQueryType>('shop', ListingTrailQuery, variables);
    expect(shared.navigation.categories[0]?.name).toBe('Damen-Mode');
    expect(trail.navigation.categories[0]?.name).toBe('Eigene');
  });

  it('keeps answers to other variables apart', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Dames'))];
    await frame(page(answers).load, 5);
    const other = page(answers);
    await frame(other.load, 5, 'nl-NL');
    expect(other.fetchFn).toHaveBeenCalledTimes(1);
  });

  it('shares nothing for a request whose answers are its own (preview, fault scenarios)', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Entwurf')), json(navigation('Entwurf 2'))];
    await frame(page(answers).load, 5);
    const own = page(answers, { perVisitor: true });
    await frame(own.load, 6);
    expect(own.fetchFn).toHaveBeenCalledTimes(1);
    expect(categoryNames(own.load)).toEqual(['Entwurf']);
    // Nor does it leave its answer for others.
    const next = page(answers);
    await frame(next.load, 7);
    expect(next.fetchFn).not.toHaveBeenCalled();
    expect(categoryNames(next.load)).toEqual(['Damen-Mode']);
  });

  it('keeps at most MAX_SHARED_ANSWERS, dropping the least recently used', async () => {
    const locales = Array.from({ length: MAX_SHARED_ANSWERS + 1 }, (_, i) => `de-${i}`);
    const answers = locales.map((locale) => json(navigation(locale)));
    for (const locale of locales.slice(0, MAX_SHARED_ANSWERS)) await frame(page(answers).load, 5, locale);
    // Used again, the first answer is the most recent; the second is now the oldest.
    const again = page(answers);
    await frame(again.load, 6, 'de-0');
    expect(again.fetchFn).not.toHaveBeenCalled();
    await frame(page(answers).load, 7, locales.at(-1));

    answers.push(json(navigation('de-0 neu')), json(navigation('de-1 neu')));
    const kept = page(answers);
    await frame(kept.load, 8, 'de-0');
    expect(kept.fetchFn).not.toHaveBeenCalled();
    const dropped = page(answers);
    await frame(dropped.load, 8, 'de-1');
    expect(dropped.fetchFn).toHaveBeenCalledTimes(1);
  });
});

describe('a critical query shared between page views', () => {
  const critical = (load: ReturnType<typeof createPageLoader>, now: number) =>
    load.critical<TrailQueryType>('shop', ListingTrailQuery, variables, { sharedFor: SHARED_FOR.page, now });

  it('is kept for a few seconds only', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Neu'))];
    await critical(page(answers).load, 0);
    const soon = page(answers);
    await critical(soon.load, SHARED_FOR.page - 1);
    expect(soon.fetchFn).not.toHaveBeenCalled();
    const later = page(answers);
    expect((await critical(later.load, SHARED_FOR.page)).navigation.categories[0]?.name).toBe('Neu');
  });

  it('ends every waiting page view with 404 when NOT_FOUND, and is asked again by the next', async () => {
    const answers = [notFound, json(navigation('Damen-Mode'))];
    const views = [page(answers), page(answers)];
    const outcomes = await Promise.allSettled(views.map((view) => critical(view.load, 5)));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } });
    }
    const next = page(answers);
    await critical(next.load, 6);
    expect(next.fetchFn).toHaveBeenCalledTimes(1);
  });
});

describe("a page's budget", () => {
  const critical = (load: ReturnType<typeof createPageLoader>, now: number) =>
    load.critical<TrailQueryType>('shop', ListingTrailQuery, variables, { sharedFor: SHARED_FOR.page, now });
  /** An answer that comes only when told to. */
  function held() {
    let answer!: () => void;
    const respond = () => new Promise<Response>((resolve) => (answer = () => resolve(json(navigation('Damen-Mode'))())));
    return { respond, answer: () => answer() };
  }

  it('ends a critical query whose API failed or was too slow with 503, not 500', async () => {
    const outcome = await critical(page([failure]).load, 5).catch((error: unknown) => error);
    expect(outcome).toMatchObject({ _pageContextAbort: { abortStatusCode: 503 } });
  });

  it('lets a view whose budget ran out stop waiting for a shared answer, which others still get', async () => {
    const slow = held();
    const leaving = new AbortController();
    const first = page([slow.respond], { signal: leaving.signal });
    const second = page([]);
    const firstOutcome = critical(first.load, 5).catch((error: unknown) => error);
    const secondOutcome = critical(second.load, 5);
    leaving.abort(new Error('budget spent'));
    expect(await firstOutcome).toMatchObject({ _pageContextAbort: { abortStatusCode: 503 } });
    slow.answer();
    expect((await secondOutcome).navigation.categories[0]?.name).toBe('Damen-Mode');
  });

  it('cuts a shared load when the last view waiting for it has gone', async () => {
    const gone = new AbortController();
    const view = page([() => new Promise<Response>(() => {})], { signal: gone.signal });
    const outcome = frame(view.load, 5);
    await vi.waitFor(() => expect(view.fetchFn).toHaveBeenCalledTimes(1));
    const sent = view.fetchFn.mock.calls[0]![1]!.signal!;
    expect(sent.aborted).toBe(false);
    gone.abort(new Error('the visitor has gone'));
    expect(await outcome).toBeNull();
    expect(sent.aborted).toBe(true);
  });

  it('starts no load once the budget is spent', async () => {
    const spent = new AbortController();
    spent.abort();
    const view = page([json(navigation('Damen-Mode'))], { signal: spent.signal });
    expect(await frame(view.load, 5)).toBeNull();
    expect(view.fetchFn).not.toHaveBeenCalled();
  });
});

describe('what page views share', () => {
  it("cannot take a visitor's data or be changed for one view: a shared answer is frozen", async () => {
    const answers = [json(navigation('Damen-Mode'))];
    const first = page(answers);
    const answer = (await frame(first.load, 5))!;
    const kept = answer.navigation as Record<string, unknown>;
    expect(() => ((answer as Record<string, unknown>).customer = { firstName: 'Erika' })).toThrow(TypeError);
    expect(() => (kept.visitorName = 'Erika')).toThrow(TypeError);
    expect(() => (kept.id = 'nav-erika')).toThrow(TypeError);

    const second = page(answers);
    expect(await frame(second.load, 6)).toBe(answer);
    expect(categoryNames(second.load)).toEqual(['Damen-Mode']);
  });

  it("cannot take a visitor's records once packed for every view of the same answers", async () => {
    const answers = [json(navigation('Damen-Mode'))];
    const first = page(answers);
    await frame(first.load, 5);
    const packed = first.load.records();
    const records = unpackPageRecords(packed)!;
    expect(() => (records.shop!['client:visitor'] = { __id: 'client:visitor', __typename: 'Visitor' } as never)).toThrow(TypeError);
    expect(() => ((records.shop!['nav-de-DE'] as Record<string, unknown>).name = 'Erika')).toThrow(TypeError);
    expect(() => ((packed as { json: string }).json = '{}')).toThrow(TypeError);

    const second = page(answers);
    await frame(second.load, 6);
    expect(second.load.records()).toBe(packed);
    expect(Object.keys(JSON.parse(packed.json).shop)).not.toContain('client:visitor');
  });
});

describe('packed records', () => {
  it('are packed once for page views made of the same shared answers', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Neu'))];
    const first = page(answers);
    await frame(first.load, 5);
    const second = page(answers);
    await frame(second.load, 6);
    expect(second.load.records()).toBe(first.load.records());

    // A new answer, new records.
    const later = page(answers);
    await frame(later.load, 5 + SHARED_FOR.frame);
    expect(later.load.records()).not.toBe(first.load.records());
    expect(categoryNames(later.load)).toEqual(['Neu']);
  });

  it("are the page's own when it asked an API itself", async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Eigene'))];
    const first = page(answers);
    await frame(first.load, 5);
    const records = first.load.records();
    const own = page(answers);
    await frame(own.load, 6);
    await own.load.critical<TrailQueryType>('shop', ListingTrailQuery, { locale: 'de-AT' });
    expect(own.load.records()).not.toBe(records);
    expect(categoryNames(own.load)).toEqual(['Eigene']);
  });
});

describe("the server's view of each operation (traces, metrics)", () => {
  const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  const watcher = () => {
    const names: string[] = [];
    const ended: Array<{ code?: string } | undefined> = [];
    const observe = (name: string) => {
      names.push(name);
      return { headers: { traceparent: TRACEPARENT }, end: (failure?: { code?: string }) => void ended.push(failure) };
    };
    return { observe, names, ended };
  };
  const timeout = json({ data: null, errors: [{ message: 'slow', extensions: { code: 'REQUEST_TIMEOUT' } }] });

  it("sends the operation's trace headers with each of its requests, the retry included, and tells how it ended", async () => {
    const w = watcher();
    const view = page([timeout, json(navigation('Damen-Mode'))], { observe: w.observe });
    expect(await frame(view.load, 0)).not.toBeNull();
    expect(view.fetchFn).toHaveBeenCalledTimes(2);
    for (const [, init] of view.fetchFn.mock.calls) expect((init?.headers as Record<string, string>).traceparent).toBe(TRACEPARENT);
    expect(w.names).toEqual(['FrameNavigationQuery']);
    expect(w.ended).toEqual([undefined]);
  });

  it('tells the error code of an operation that failed', async () => {
    const w = watcher();
    expect(await frame(page([failure], { observe: w.observe }).load, 0)).toBeNull();
    expect(w.ended).toHaveLength(1);
    expect(w.ended[0]?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe("the visitor's own data (personal pages)", () => {
  const basket = json({ data: { basket: { id: 'basket-erika', count: 2, items: [] } } });
  const authorization = (fetchFn: ReturnType<typeof vi.fn<typeof fetch>>, n: number) =>
    new Headers(fetchFn.mock.calls[n]?.[1]?.headers).get('authorization');

  it('is loaded only where the page may: elsewhere it fails before any request', async () => {
    const { load, fetchFn } = page([basket]);
    await expect(load.personal<BasketQueryType>(BasketScreenQuery, {})).rejects.toThrow(/personal pages only/);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("goes with the customer's token into this view's records only, and says it was loaded", async () => {
    const answers = [json(navigation('Damen-Mode')), basket];
    const erika = page(answers, { visitor: { token: 'token-erika' } });
    await frame(erika.load, 7);
    expect(await erika.load.personal<BasketQueryType>(BasketScreenQuery, {})).toMatchObject({ basket: { count: 2 } });
    expect(authorization(erika.fetchFn, 1)).toBe('Bearer token-erika');
    expect(erika.load.personalOutcomes()).toEqual({ 'BasketScreenQuery {}': 'loaded' });
    expect(erika.load.records().json).toContain('basket-erika');
    // Another view of the same shared answers gets none of it.
    const other = page(answers);
    await frame(other.load, 8);
    expect(other.load.records().json).not.toContain('basket-erika');
    expect(other.load.personalOutcomes()).toEqual({});
  });

  it('that failed is left out: failed, or refused when the API refused the token', async () => {
    const failed = page([failure], { visitor: { token: undefined } });
    expect(await failed.load.personal<BasketQueryType>(BasketScreenQuery, {})).toBeNull();
    expect(failed.load.personalOutcomes()).toEqual({ 'BasketScreenQuery {}': 'failed' });
    const refused = page([json({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] }, 401)], {
      visitor: { token: 'old' },
    });
    expect(await refused.load.personal<BasketQueryType>(BasketScreenQuery, {})).toBeNull();
    expect(refused.load.personalOutcomes()).toEqual({ 'BasketScreenQuery {}': 'refused' });
  });
});
