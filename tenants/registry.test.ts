import { describe, expect, it } from 'vitest';
import { ALLOWED_SHOP_CODES } from './allowList.ts';
import { DEFAULT_SHOP_CODE, TENANTS } from './index.ts';

const CURRENCY_OF_LOCALE = {
  'de-DE': 'EUR',
  'de-AT': 'EUR',
  'de-CH': 'CHF',
  'fr-CH': 'CHF',
  'nl-NL': 'EUR',
  'cs-CZ': 'CZK',
  'sv-SE': 'SEK',
  'sk-SK': 'EUR',
} as const;

const TLD_OF_LOCALE = {
  'de-DE': '.de',
  'de-AT': '.at',
  'de-CH': '.ch',
  'fr-CH': '.ch',
  'nl-NL': '.nl',
  'cs-CZ': '.cz',
  'sv-SE': '.se',
  'sk-SK': '.sk',
} as const;

function families(): Map<string, string[]> {
  const byFamily = new Map<string, string[]>();
  for (const tenant of TENANTS) byFamily.set(tenant.family, [...(byFamily.get(tenant.family) ?? []), tenant.locale]);
  return byFamily;
}

describe('tenant registry (spec 1)', () => {
  it('has 18 shop configurations, all allow-listed', () => {
    expect(TENANTS).toHaveLength(18);
    expect([...ALLOWED_SHOP_CODES].sort()).toEqual(TENANTS.map((t) => t.code).sort());
  });

  it('groups them into families of 1, 4, 1, 7, 1 and 4 shops, in that order', () => {
    expect([...families().values()].map((locales) => locales.length)).toEqual([1, 4, 1, 7, 1, 4]);
  });

  it('has a group of 4 with de-AT, de-CH, de-DE, nl-NL and a French-Swiss shop alone', () => {
    const groups = [...families().values()].map((locales) => [...locales].sort());
    expect(groups).toContainEqual(['de-AT', 'de-CH', 'de-DE', 'nl-NL']);
    expect(groups).toContainEqual(['fr-CH']);
  });

  it('uses every supported locale', () => {
    expect(new Set(TENANTS.map((t) => t.locale))).toEqual(new Set(Object.keys(CURRENCY_OF_LOCALE)));
  });

  it('charges in the currency of the country and lives on its country domain', () => {
    for (const tenant of TENANTS) {
      expect(tenant.currency, tenant.code).toBe(CURRENCY_OF_LOCALE[tenant.locale]);
      expect(tenant.host.endsWith(TLD_OF_LOCALE[tenant.locale]), tenant.code).toBe(true);
    }
  });

  it('defaults to an indexed de-DE shop', () => {
    const shop = TENANTS.find((t) => t.code === DEFAULT_SHOP_CODE);
    expect(shop).toMatchObject({ locale: 'de-DE', robots: 'index, follow' });
  });

  it('is frozen, since family members share theme objects', () => {
    const shop = TENANTS[0]!;
    expect(() => {
      shop.theme.colors.primary = '#000000';
    }).toThrow(TypeError);
  });
});
