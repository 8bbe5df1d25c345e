// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { writeEntryCampaignCookies } from './entryCampaignCookies.ts';

const page = (search: string, referrer: string | null = null, app = false) => ({
  query: new URLSearchParams(search),
  referrer,
  shopHost: 'localhost',
  app,
});
const jar = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=')),
  );

beforeEach(() => {
  for (const name of Object.keys(jar())) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('entry-campaign cookies in the browser', () => {
  it('the first page of a visit sets the entry and current values from the referrer', () => {
    expect(writeEntryCampaignCookies(page('', 'https://www.google.de/'))).toEqual({ ecc: '010', eccCurrent: '010' });
    expect(jar()).toEqual({ ecc: '010', eccCurrent: '010' });
  });

  it('a direct entry and the app without a code get their own values', () => {
    expect(writeEntryCampaignCookies(page(''))).toEqual({ ecc: '000', eccCurrent: '000' });
    document.cookie = 'ecc=; Max-Age=0; Path=/';
    document.cookie = 'eccCurrent=; Max-Age=0; Path=/';
    expect(writeEntryCampaignCookies(page('', null, true))).toEqual({ ecc: '040', eccCurrent: '040' });
  });

  it('a campaign in the URL overrides the current value later in the visit; the first stays', () => {
    writeEntryCampaignCookies(page('', 'https://www.google.de/'));
    expect(writeEntryCampaignCookies(page('ecc=123&eccMarketing=456'))).toEqual({
      eccCurrent: '123',
      eccPaid: '123',
      eccMarketing: '456',
      eccCurrentMarketing: '456',
      eccPaidMarketing: '456',
    });
    expect(jar()).toMatchObject({ ecc: '010', eccCurrent: '123', eccPaid: '123' });
  });

  it('writes nothing later in the visit unless a campaign is named, and nothing for an invalid code', () => {
    writeEntryCampaignCookies(page(''));
    expect(writeEntryCampaignCookies(page('', 'https://www.google.de/'))).toEqual({});
    expect(writeEntryCampaignCookies(page('ecc=12'))).toEqual({});
    expect(jar()).toEqual({ ecc: '000', eccCurrent: '000' });
  });

  it("a 'no entry page' override sets the current value, and the current marketing value only if it exists", () => {
    writeEntryCampaignCookies(page(''));
    expect(writeEntryCampaignCookies(page('eccNoEntryPage=777'))).toEqual({ eccCurrent: '777' });
  });
});
