import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../../tenants/index.ts';
import type { Tenant } from '../../../tenants/types.ts';
import { alternates, ogLocale, pathOf } from './alternates.ts';

const shop = (code: string) => TENANTS.find((tenant) => tenant.code === code)!;

describe('alternates', () => {
  it('names the page in every shop of the assortment group, this one included', () => {
    expect(alternates('rwc', '/p/12345')).toEqual([
      { hreflang: 'de-DE', href: 'https://www.rosenwald.de/p/12345' },
      { hreflang: 'de-AT', href: 'https://www.rosenwald.at/p/12345' },
      { hreflang: 'de-CH', href: 'https://www.rosenwald.ch/p/12345' },
      { hreflang: 'nl-NL', href: 'https://www.rosenwald.nl/p/12345' },
    ]);
  });

  it("gives every indexed shop of a group the same links, without the group's shop that is not indexed", () => {
    // The Swiss Sonnberg shop is not indexed (noindex): it is neither named nor names the others.
    expect(shop('sbc').robots).toBe('noindex, follow');
    const links = alternates('sbz', '/damen-mode/kleider?page=2');
    expect(links.map((link) => link.hreflang)).toEqual(['de-DE', 'de-AT', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK']);
    expect(links).toContainEqual({ hreflang: 'cs-CZ', href: 'https://www.sonnberg.cz/damen-mode/kleider?page=2' });
    for (const code of ['sbd', 'sba', 'sbn', 'sbz', 'sbs', 'sbk'])
      expect(alternates(code, '/damen-mode/kleider?page=2'), code).toEqual(links);
    expect(alternates('sbc', '/damen-mode/kleider?page=2')).toEqual([]);
  });

  it('has none for a shop without sisters (the French-Swiss shop has an assortment of its own)', () => {
    expect(alternates('hbr', '/p/1')).toEqual([]);
    expect(alternates('rwf', '/p/1')).toEqual([]);
    expect(alternates('fhw', '/')).toEqual([]);
    expect(alternates('xyz', '/')).toEqual([]);
  });

  it('leaves out sisters that are not indexed, and names none from a shop that is not', () => {
    const hidden = (code: string): Tenant => ({ ...shop(code), robots: 'noindex, follow' });
    const registry = TENANTS.map((tenant) => (tenant.code === 'rwn' ? hidden('rwn') : tenant));
    expect(alternates('rwd', '/', registry).map((link) => link.hreflang)).toEqual(['de-DE', 'de-AT', 'de-CH']);
    expect(alternates('rwn', '/', registry)).toEqual([]);
    // A group left with one indexed shop has nothing to name.
    const alone = TENANTS.map((tenant) => (['rwa', 'rwc', 'rwn'].includes(tenant.code) ? hidden(tenant.code) : tenant));
    expect(alternates('rwd', '/', alone)).toEqual([]);
  });
});

describe('page links', () => {
  it('takes path and query of a canonical URL', () => {
    expect(pathOf('https://www.rosenwald.de/damen-mode/kleider?page=2')).toBe('/damen-mode/kleider?page=2');
    expect(pathOf('https://www.rosenwald.de/')).toBe('/');
  });

  it("writes the shop's locale for Open Graph", () => {
    expect(ogLocale('de-CH')).toBe('de_CH');
    expect(ogLocale('cs-CZ')).toBe('cs_CZ');
    expect(TENANTS.map((tenant) => ogLocale(tenant.locale)).every((locale) => /^[a-z]{2}_[A-Z]{2}$/.test(locale))).toBe(true);
  });
});
