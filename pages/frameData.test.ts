import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import type { FrameNavigationQuery as QueryType } from '../src/features/navigation/__generated__/FrameNavigationQuery.graphql.ts';
import FrameNavigationQuery from '../src/features/navigation/__generated__/FrameNavigationQuery.graphql.ts';
import type { ListingTrailQuery as TrailQueryType } from '../src/views/__generated__/ListingTrailQuery.graphql.ts';
import ListingTrailQuery from '../src/views/__generated__/ListingTrailQuery.graphql.ts';
import { clearSharedRecords, createPageLoader, SHARED_RECORDS_TTL_MS } from '../src/relay/pageData.ts';

const navigation = (name: string) => ({
  data: {
    navigation: {
      id: 'nav-de-DE',
      categories: [{ id: 'c1', name, title: null, path: '/damen-mode', children: [] }],
    },
  },
});

/** A page's context whose shop API answers from `answers`, one per request. */
function page(answers: Array<() => Response>) {
  const fetchFn = vi.fn<typeof fetch>(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected extra request');
    return next();
  });
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const endpoint = { url: 'http://localhost/graphql', fetchFn, logger };
  const pageContext = { serverApi: { shop: endpoint, content: endpoint } } as unknown as PageContextServer;
  return { load: createPageLoader(pageContext), fetchFn };
}
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const variables = { locale: 'de-DE' };
const categoryNames = (load: ReturnType<typeof createPageLoader>) =>
  Object.values(JSON.parse(load.records().json).shop ?? {})
    .map((record) => (record as { name?: string }).name)
    .filter(Boolean);

afterEach(() => clearSharedRecords());

describe('shared records (the same for every visitor)', () => {
  it('asks the API once per minute and gives every page the records in its own store', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Damenmode neu'))];
    const first = page(answers);
    const second = page(answers);
    const now = 1_000_000;
    expect(await first.load.shared<QueryType>('shop', FrameNavigationQuery, variables, now)).not.toBeNull();
    expect(await second.load.shared<QueryType>('shop', FrameNavigationQuery, variables, now + 1000)).not.toBeNull();
    expect(first.fetchFn).toHaveBeenCalledTimes(1);
    expect(second.fetchFn).not.toHaveBeenCalled();
    expect(categoryNames(second.load)).toEqual(['Damen-Mode']);

    const later = page(answers);
    await later.load.shared<QueryType>('shop', FrameNavigationQuery, variables, now + SHARED_RECORDS_TTL_MS);
    expect(later.fetchFn).toHaveBeenCalledTimes(1);
    expect(categoryNames(later.load)).toEqual(['Damenmode neu']);
  });

  it('lets page views that arrive together share one request', async () => {
    const answers = [json(navigation('Damen-Mode'))];
    const views = [page(answers), page(answers), page(answers)];
    const results = await Promise.all(views.map((view) => view.load.shared<QueryType>('shop', FrameNavigationQuery, variables, 5)));
    expect(results.every(Boolean)).toBe(true);
    expect(views.reduce((sum, view) => sum + view.fetchFn.mock.calls.length, 0)).toBe(1);
  });

  it('does not keep a failure: the page goes without, the next one asks again', async () => {
    const answers = [json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, 500), json(navigation('Damen-Mode'))];
    const failed = page(answers);
    expect(await failed.load.shared<QueryType>('shop', FrameNavigationQuery, variables, 5)).toBeNull();
    const next = page(answers);
    expect(await next.load.shared<QueryType>('shop', FrameNavigationQuery, variables, 6)).not.toBeNull();
    expect(next.fetchFn).toHaveBeenCalledTimes(1);
  });

  it('gives every page view the same answer, and a page that changes a shared record changes only its own', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Umbenannt'))];
    const first = page(answers);
    const answer = await first.load.shared<QueryType>('shop', FrameNavigationQuery, variables, 5);
    expect(answer?.navigation.id).toBe('nav-de-DE');
    // The page's own query brings the same category with another name into its store.
    await first.load.critical<TrailQueryType>('shop', ListingTrailQuery, { locale: 'de-AT' });
    expect(categoryNames(first.load)).toEqual(['Umbenannt']);

    const second = page(answers);
    expect(await second.load.shared<QueryType>('shop', FrameNavigationQuery, variables, 6)).toBe(answer);
    expect(categoryNames(second.load)).toEqual(['Damen-Mode']);
    expect(second.fetchFn).not.toHaveBeenCalled();
  });

  it('keeps answers to other variables apart', async () => {
    const answers = [json(navigation('Damen-Mode')), json(navigation('Dames'))];
    await page(answers).load.shared<QueryType>('shop', FrameNavigationQuery, variables, 5);
    const other = page(answers);
    await other.load.shared<QueryType>('shop', FrameNavigationQuery, { locale: 'nl-NL' }, 5);
    expect(other.fetchFn).toHaveBeenCalledTimes(1);
  });
});
