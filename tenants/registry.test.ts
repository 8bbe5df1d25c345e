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

describe('tenant registry', () => {
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

  it('offers a newsletter welcome voucher of a whole amount in its currency', () => {
    for (const tenant of TENANTS) {
      expect(Number.isSafeInteger(tenant.newsletterVoucher) && tenant.newsletterVoucher > 0, tenant.code).toBe(true);
      expect(tenant.newsletterVoucher % 100, tenant.code).toBe(0);
    }
  });

  it("delivers within its family's countries, the same for all its shops and its own among them", () => {
    for (const tenant of TENANTS) {
      expect(tenant.deliveryCountries, tenant.code).toContain(tenant.locale.split('-')[1]);
      const family = TENANTS.filter((other) => other.family === tenant.family);
      for (const other of family) expect(other.deliveryCountries, `${tenant.code} and ${other.code}`).toEqual(tenant.deliveryCountries);
    }
  });

  it('names sister shops both ways: each lists the others of its group, all of one family, in locales of their own', () => {
    const byCode = new Map(TENANTS.map((tenant) => [tenant.code, tenant]));
    for (const tenant of TENANTS) {
      for (const code of tenant.sisters ?? []) {
        const sister = byCode.get(code);
        expect(sister, `${tenant.code} names ${code}`).toBeDefined();
        expect(sister!.sisters ?? [], `${code} names ${tenant.code}`).toContain(tenant.code);
        expect(sister!.family, code).toBe(tenant.family);
        // The group is transitive: a sister's sisters are this shop's too.
        expect([code, ...(sister!.sisters ?? [])].sort(), code).toEqual([tenant.code, ...(tenant.sisters ?? [])].sort());
      }
      const group = [tenant, ...(tenant.sisters ?? []).map((code) => byCode.get(code)!)];
      expect(new Set(group.map((shop) => shop.locale)).size, tenant.code).toBe(group.length);
      expect(tenant.sisters ?? [], tenant.code).not.toContain(tenant.code);
    }
    // The groups of four and seven sell one assortment each; the single shops have no sisters.
    expect(TENANTS.map((tenant) => tenant.sisters?.length ?? 0).sort()).toEqual([0, 0, 0, ...Array(8).fill(3), ...Array(7).fill(6)].sort());
  });

  it('names language versions both ways: shops of one country in other languages, only the Swiss German and French ones', () => {
    const byCode = new Map(TENANTS.map((tenant) => [tenant.code, tenant]));
    for (const tenant of TENANTS) {
      for (const code of tenant.languageVersions ?? []) {
        const version = byCode.get(code);
        expect(version, `${tenant.code} names ${code}`).toBeDefined();
        expect(version!.languageVersions ?? [], `${code} names ${tenant.code}`).toContain(tenant.code);
        expect(version!.locale.split('-')[1], code).toBe(tenant.locale.split('-')[1]);
        expect(version!.locale.split('-')[0], code).not.toBe(tenant.locale.split('-')[0]);
      }
    }
    expect(
      TENANTS.filter((tenant) => tenant.languageVersions?.length)
        .map((tenant) => tenant.locale)
        .sort(),
    ).toEqual(['de-CH', 'fr-CH']);
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
