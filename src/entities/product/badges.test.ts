import { describe, expect, it } from 'vitest';
import { outsoldBadge, productBadges, saleText, type BadgeInput, type BadgeTypesShown } from './badges.ts';

describe('saleText', () => {
  it('shows the saving in percent', () => expect(saleText('de-DE', 30)).toBe('- 30%'));
  it('says "bis zu" for a saving range while no variant is chosen', () => {
    expect(saleText('de-DE', 30, true)).toBe('bis zu - 30%');
    expect(saleText('de-DE', 30, true, true)).toBe('- 30%');
  });
  it('says Sale without a saving', () => {
    expect(saleText('de-DE', null)).toBe('Sale');
    expect(saleText('de-DE', undefined, true)).toBe('Sale');
    expect(saleText('de-DE', 0)).toBe('Sale');
  });
});

describe('productBadges', () => {
  const texts = (input: BadgeInput, shown?: BadgeTypesShown) => productBadges('de-DE', input, shown).map((b) => b.text);

  it('shows the flag badge', () => {
    expect(texts({ flag: 'new' })).toEqual(['NEU']);
    expect(texts({ flag: 'exclusiveOnline' })).toEqual(['Nur online']);
    expect(texts({ flag: 'priceHighlighting' })).toEqual(['Preistipp']);
    expect(texts({ flag: 'sale', saving: 50 })).toEqual(['- 50%']);
    expect(texts({ flag: 'none' })).toEqual([]);
  });

  it('shows the heat degree with snowflakes, not for LEVEL_0 or none', () => {
    expect(productBadges('de-DE', { flag: 'none', heatDegree: 'LEVEL_1' })).toEqual([
      { kind: 'heatDegree', text: 'Mittel/Übergang', snowflakes: 1 },
    ]);
    expect(productBadges('de-DE', { flag: 'none', heatDegree: 'LEVEL_2' })).toEqual([{ kind: 'heatDegree', text: 'Warm', snowflakes: 2 }]);
    expect(productBadges('de-DE', { flag: 'none', heatDegree: 'LEVEL_3' })).toEqual([
      { kind: 'heatDegree', text: 'Extra warm', snowflakes: 3 },
    ]);
    expect(productBadges('de-DE', { flag: 'none', heatDegree: 'LEVEL_0' })).toEqual([]);
    expect(productBadges('de-DE', { flag: 'none', heatDegree: null })).toEqual([]);
  });

  it("labels a light summer jacket 'Sommerleicht' where the heat degree stands, after the flag badge", () => {
    expect(productBadges('de-DE', { flag: 'none', heatDegree: 'SUMMER' })).toEqual([{ kind: 'summer', text: 'Sommerleicht' }]);
    expect(texts({ flag: 'new', heatDegree: 'SUMMER' })).toEqual(['NEU', 'Sommerleicht']);
    expect(productBadges('de-DE', { flag: 'sale', saving: 20, heatDegree: 'SUMMER' }, 'saleOnly')).toEqual([
      { kind: 'sale', text: '- 20%', slim: true },
    ]);
  });

  it("'none' hides every badge", () => {
    expect(texts({ flag: 'sale', saving: 20, heatDegree: 'LEVEL_2' }, 'none')).toEqual([]);
    expect(texts({ flag: 'new' }, 'none')).toEqual([]);
  });

  it("'saleOnly' shows only the sale flag, slim", () => {
    expect(productBadges('de-DE', { flag: 'sale', saving: 20, heatDegree: 'LEVEL_2' }, 'saleOnly')).toEqual([
      { kind: 'sale', text: '- 20%', slim: true },
    ]);
    expect(texts({ flag: 'new', heatDegree: 'LEVEL_2' }, 'saleOnly')).toEqual([]);
  });

  it("'exceptSale' hides the sale flag and the heat degree, keeps the others", () => {
    expect(texts({ flag: 'sale', saving: 20, heatDegree: 'LEVEL_1' }, 'exceptSale')).toEqual([]);
    expect(texts({ flag: 'priceHighlighting', heatDegree: 'LEVEL_1' }, 'exceptSale')).toEqual(['Preistipp']);
  });

  it("'all' shows the flag and then the heat degree", () => {
    expect(texts({ flag: 'sale', saving: 15, savingRange: true, heatDegree: 'LEVEL_3' })).toEqual(['bis zu - 15%', 'Extra warm']);
    expect(productBadges('de-DE', { flag: 'sale', saving: 15 })[0]).toMatchObject({ slim: false });
  });
});

describe('badges in other shops', () => {
  it("read the shop's language", () => {
    expect(productBadges('nl-NL', { flag: 'new', heatDegree: 'LEVEL_3' }).map((b) => b.text)).toEqual(['NIEUW', 'Extra warm']);
    expect(saleText('fr-CH', 30, true)).toBe('jusqu’à - 30 %');
    expect(saleText('sv-SE', null)).toBe('Rea');
    expect(outsoldBadge('cs-CZ')).toEqual({ kind: 'outsold', text: 'Vyprodáno' });
  });
});
