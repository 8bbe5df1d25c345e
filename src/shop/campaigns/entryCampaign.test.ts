import { describe, expect, it } from 'vitest';
import {
  APP_FALLBACK_CAMPAIGN,
  DEFAULT_CAMPAIGN,
  entryCampaignCookies,
  isCampaignValue,
  needsEntryCampaign,
  REFERRER_FALLBACK_CAMPAIGN,
  resolveEntry,
  type Entry,
} from './entryCampaign.ts';

const request = (query: string, referrer: string | null = null, app = false) => ({
  query: new URLSearchParams(query),
  referrer,
  shopHost: 'www.hansebrueck.de',
  app,
});
const entry = (value: string, source: Entry['source'], marketing: string | null = null): Entry => ({ value, source, marketing });

describe('the 3-digit rule', () => {
  it('accepts exactly three digits', () => {
    expect(isCampaignValue('123')).toBe(true);
    expect(isCampaignValue('007')).toBe(true);
    for (const bad of ['12', '1234', '12a', ' 123', '', null, undefined]) expect(isCampaignValue(bad)).toBe(false);
  });

  it('writes nothing for a value that is not 3 digits', () => {
    expect(entryCampaignCookies({}, entry('12', 'QUERY'))).toEqual({});
    expect(entryCampaignCookies({}, entry('1234', 'NO_ENTRY_PAGE'))).toEqual({});
  });
});

describe('entry sources', () => {
  it('QUERY: a 3-digit ecc parameter', () => {
    expect(resolveEntry(request('ecc=123'))).toEqual(entry('123', 'QUERY'));
    expect(resolveEntry(request('ecc=123&eccMarketing=456'))).toEqual(entry('123', 'QUERY', '456'));
  });

  it('REFERRER: a known search engine or social network', () => {
    expect(resolveEntry(request('', 'https://www.google.de/search?q=kleid'))).toEqual(entry('010', 'REFERRER'));
    expect(resolveEntry(request('', 'https://www.pinterest.com/pin/1'))).toEqual(entry('020', 'REFERRER'));
  });

  it('REFERRER_FALLBACK: any other external site', () => {
    expect(resolveEntry(request('', 'https://blog.example.org/post'))).toEqual(entry(REFERRER_FALLBACK_CAMPAIGN, 'REFERRER_FALLBACK'));
  });

  it('APP: a campaign named inside the app', () => {
    expect(resolveEntry(request('ecc=321', null, true))).toEqual(entry('321', 'APP'));
  });

  it('APP_FALLBACK: the app without a campaign', () => {
    expect(resolveEntry(request('', 'https://www.google.de/', true))).toEqual(entry(APP_FALLBACK_CAMPAIGN, 'APP_FALLBACK'));
  });

  it('DEFAULT: direct entries, the shop itself as referrer, invalid codes', () => {
    expect(resolveEntry(request(''))).toEqual(entry(DEFAULT_CAMPAIGN, 'DEFAULT'));
    expect(resolveEntry(request('', 'https://www.hansebrueck.de/damen'))).toEqual(entry(DEFAULT_CAMPAIGN, 'DEFAULT'));
    expect(resolveEntry(request('ecc=12'))).toEqual(entry(DEFAULT_CAMPAIGN, 'DEFAULT'));
    expect(resolveEntry(request('', 'not a url'))).toEqual(entry(DEFAULT_CAMPAIGN, 'DEFAULT'));
  });

  it('NO_ENTRY_PAGE: the override parameter wins', () => {
    expect(resolveEntry(request('eccNoEntryPage=555&ecc=123'))).toEqual(entry('555', 'NO_ENTRY_PAGE'));
  });
});

describe('entryCampaignCookies', () => {
  it('a first entry sets the entry and current values', () => {
    expect(entryCampaignCookies({}, entry('000', 'DEFAULT'))).toEqual({ ecc: '000', eccCurrent: '000' });
    expect(entryCampaignCookies({}, entry('030', 'REFERRER_FALLBACK', '456'))).toEqual({
      ecc: '030',
      eccCurrent: '030',
      eccMarketing: '456',
      eccCurrentMarketing: '456',
    });
  });

  it('a derived entry never replaces values that exist', () => {
    expect(entryCampaignCookies({ ecc: '123', eccCurrent: '123' }, entry('010', 'REFERRER'))).toEqual({});
    expect(entryCampaignCookies({ ecc: '123' }, entry('010', 'REFERRER'))).toEqual({ eccCurrent: '010' });
  });

  it('a paid entry (QUERY, APP) overrides the current and paid values, the first value stays', () => {
    expect(entryCampaignCookies({ ecc: '000', eccCurrent: '000' }, entry('123', 'QUERY', '456'))).toEqual({
      eccCurrent: '123',
      eccPaid: '123',
      eccMarketing: '456',
      eccCurrentMarketing: '456',
      eccPaidMarketing: '456',
    });
    expect(entryCampaignCookies({ ecc: '000', eccCurrent: '123', eccPaid: '123' }, entry('123', 'APP'))).toEqual({});
  });

  it("the 'no entry page' override sets the current value, and the current marketing value only if it exists", () => {
    expect(entryCampaignCookies({ ecc: '000', eccCurrent: '000' }, entry('555', 'NO_ENTRY_PAGE'))).toEqual({ eccCurrent: '555' });
    expect(entryCampaignCookies({ ecc: '000', eccCurrent: '000', eccCurrentMarketing: '456' }, entry('555', 'NO_ENTRY_PAGE'))).toEqual({
      eccCurrent: '555',
      eccCurrentMarketing: '555',
    });
    expect(entryCampaignCookies({}, entry('555', 'NO_ENTRY_PAGE'))).toEqual({ eccCurrent: '555' });
  });
});

describe('needsEntryCampaign', () => {
  it('on the first request of a visit and when a campaign is named', () => {
    expect(needsEntryCampaign({}, new URLSearchParams())).toBe(true);
    expect(needsEntryCampaign({ ecc: '000' }, new URLSearchParams())).toBe(false);
    expect(needsEntryCampaign({ ecc: '000' }, new URLSearchParams('ecc=123'))).toBe(true);
    expect(needsEntryCampaign({ ecc: '000' }, new URLSearchParams('eccNoEntryPage=123'))).toBe(true);
  });
});
