import { describe, expect, it } from 'vitest';
import { entryCampaignSetCookies } from './entryCampaignCookies.ts';

const base = { url: '/', cookieHeader: undefined, referer: undefined, host: 'localhost:3000', app: false, secure: false };

describe('entryCampaignSetCookies', () => {
  it('sets the entry and current values on the first request of a visit (30 days, Lax)', () => {
    expect(entryCampaignSetCookies(base)).toEqual(['ecc=000; Max-Age=2592000; Path=/; SameSite=Lax', 'eccCurrent=000; Max-Age=2592000; Path=/; SameSite=Lax']);
  });

  it('adds Secure off localhost', () => {
    expect(entryCampaignSetCookies({ ...base, secure: true })[0]).toMatch(/; Secure$/);
  });

  it('writes nothing later in the visit unless a campaign is named', () => {
    expect(entryCampaignSetCookies({ ...base, cookieHeader: 'ecc=000; eccCurrent=000' })).toEqual([]);
    expect(entryCampaignSetCookies({ ...base, url: '/damen?ecc=123', cookieHeader: 'mock_visitor=x; ecc=000; eccCurrent=000' }).map((c) => c.split(';')[0])).toEqual([
      'eccCurrent=123',
      'eccPaid=123',
    ]);
  });

  it('reads the query of any request path', () => {
    expect(entryCampaignSetCookies({ ...base, url: '//?ecc=123', cookieHeader: 'ecc=000; eccCurrent=000' }).map((c) => c.split(';')[0])).toEqual(['eccCurrent=123', 'eccPaid=123']);
    expect(entryCampaignSetCookies({ ...base, url: '//', cookieHeader: 'ecc=000' })).toEqual([]);
  });

  it('reads referrers and the app', () => {
    expect(entryCampaignSetCookies({ ...base, referer: 'https://www.google.de/' })[0]).toMatch(/^ecc=010;/);
    expect(entryCampaignSetCookies({ ...base, referer: 'http://localhost:3000/damen' })[0]).toMatch(/^ecc=000;/);
    expect(entryCampaignSetCookies({ ...base, app: true })[0]).toMatch(/^ecc=040;/);
  });
});
