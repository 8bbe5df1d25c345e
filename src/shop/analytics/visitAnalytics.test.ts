// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentOf, formatConsent } from '../privacy/consent.ts';
import {
  formatVisit,
  marketingOnPage,
  nextVisit,
  parseVisit,
  reportPageLoad,
  touchVisit,
  unreportedVariants,
  VISIT_TIMEOUT_MS,
} from './visitAnalytics.ts';

const T0 = Date.UTC(2026, 10, 24, 12);
let ids = 0;
const newId = () => `v${++ids}`;

describe('visits', () => {
  it('round-trip through the cookie; garbage is no visit', () => {
    expect(parseVisit(formatVisit({ id: 'abc_-1', lastSeen: T0 }))).toEqual({ id: 'abc_-1', lastSeen: T0 });
    for (const bad of [undefined, '', 'abc', 'a.b', 'a b.1', `x.${T0}.1`]) expect(parseVisit(bad)).toBeNull();
  });

  it('a page view within 30 minutes continues the visit; after 30 minutes of quiet a new one starts', () => {
    ids = 0;
    expect(nextVisit(null, T0, newId)).toEqual({ visit: { id: 'v1', lastSeen: T0 }, changed: true, previousId: null });
    const visit = { id: 'v1', lastSeen: T0 };
    expect(nextVisit(visit, T0 + VISIT_TIMEOUT_MS - 1, newId)).toEqual({
      visit: { id: 'v1', lastSeen: T0 + VISIT_TIMEOUT_MS - 1 },
      changed: false,
      previousId: null,
    });
    expect(nextVisit(visit, T0 + VISIT_TIMEOUT_MS, newId)).toEqual({
      visit: { id: 'v2', lastSeen: T0 + VISIT_TIMEOUT_MS },
      changed: true,
      previousId: 'v1',
    });
    // A clock set back does not prolong a visit it cannot place.
    expect(nextVisit(visit, T0 - 1, newId).changed).toBe(true);
  });
});

describe('marketing on a page', () => {
  const page = (search: string, extra: Partial<Parameters<typeof marketingOnPage>[0]> = {}) =>
    marketingOnPage({
      query: new URLSearchParams(search),
      referrer: null,
      shopHost: 'shop.example',
      app: false,
      newVisit: false,
      ...extra,
    });

  it('only on the entry page of a visit or on a page naming a campaign', () => {
    expect(page('')).toBeNull();
    expect(page('', { newVisit: true })).toEqual({ entryCampaign: '000', source: 'DEFAULT', marketingCampaign: null });
    expect(page('?ecc=123&eccMarketing=456')).toEqual({ entryCampaign: '123', source: 'QUERY', marketingCampaign: '456' });
    expect(page('?eccNoEntryPage=321')).toMatchObject({ entryCampaign: '321', source: 'NO_ENTRY_PAGE' });
  });

  it('reports the current values the server stored, and the source of this entry', () => {
    expect(page('', { newVisit: true, referrer: 'https://www.google.de/', eccCurrent: '777', eccCurrentMarketing: '888' })).toEqual({
      entryCampaign: '777',
      source: 'REFERRER',
      marketingCampaign: '888',
    });
    expect(page('?ecc=555', { app: true })).toMatchObject({ source: 'APP', entryCampaign: '555' });
  });
});

describe('A/B variants', () => {
  it('reports each test and variant once per visit; a switched variant again', () => {
    expect(unreportedVariants({ a: 'on', b: 'control' }, [])).toEqual([
      ['a', 'on'],
      ['b', 'control'],
    ]);
    expect(unreportedVariants({ a: 'on', b: 'control' }, ['a:on', 'b:control'])).toEqual([]);
    expect(unreportedVariants({ a: 'off', b: 'control' }, ['a:on', 'b:control'])).toEqual([['a', 'off']]);
  });
});

describe('the page load', () => {
  const events = () => (window.dataLayer ?? []) as Array<{ event: string; [key: string]: unknown }>;
  const clearCookies = () => {
    for (const name of ['visit', 'consent', 'ab', 'eccCurrent'])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  };
  beforeEach(() => {
    window.dataLayer = [];
    sessionStorage.clear();
    clearCookies();
  });

  it('without performance consent counts nothing and sets no cookie', async () => {
    document.cookie = `consent=${formatConsent(consentOf('necessary'))}`;
    reportPageLoad({ app: false, shopCode: 'hbr' });
    await vi.dynamicImportSettled();
    expect(touchVisit()).toBe(false);
    expect(events()).toEqual([]);
    expect(document.cookie).not.toContain('visit=');
  });

  it('the first page starts a visit, reports the entry campaign and the variants; the next pages nothing new', async () => {
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    document.cookie = 'ab=scarcity:on';
    document.cookie = 'eccCurrent=123';
    reportPageLoad({ app: false, shopCode: 'hbr' });
    await vi.dynamicImportSettled();
    const first = events();
    expect(first[0]).toMatchObject({ event: 'visitIdChanged', visit: { previousId: null } });
    expect(first[1]).toEqual({ event: 'marketing', marketing: { entryCampaign: '123', source: 'DEFAULT', marketingCampaign: null } });
    expect(first.filter((e) => e.event === 'feature')).toContainEqual({ event: 'feature', feature: { name: 'scarcity', variant: 'on' } });
    const count = first.length;
    reportPageLoad({ app: false, shopCode: 'hbr' });
    await vi.dynamicImportSettled();
    expect(events()).toHaveLength(count);
    document.cookie = 'ab=scarcity:off';
    reportPageLoad({ app: false, shopCode: 'hbr' });
    await vi.dynamicImportSettled();
    expect(events().slice(count)).toEqual([{ event: 'feature', feature: { name: 'scarcity', variant: 'off' } }]);
  });

  it('reports the shop content variant like an A/B test, under content_variant_test_ and the shop code', async () => {
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    document.cookie = 'ab=content_variant_test_hbr:herbst_b,content_variant_test_xyz:other';
    const before = events().length;
    reportPageLoad({ app: false, shopCode: 'hbr' });
    await vi.dynamicImportSettled();
    const features = events()
      .slice(before)
      .filter((e) => e.event === 'feature');
    expect(features).toContainEqual({ event: 'feature', feature: { name: 'content_variant_test_hbr', variant: 'herbst_b' } });
    expect(JSON.stringify(features)).not.toContain('content_variant_test_xyz');
  });
});
