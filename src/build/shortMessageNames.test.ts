import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls, messageNames, otherUses, shorten, shortNames } from './shortMessageNames.ts';

describe('short message names', () => {
  it('reads the names of the shop’s own messages, not the API’s codes', () => {
    const names = messageNames(join(import.meta.dirname, '..', '..', 'messages'));
    expect(names).toContain('productSizeTable');
    expect(names).toContain('layoutSearchLabel');
    expect(names).not.toContain('ATB_GENERAL');
    expect(names).not.toContain('ZIP_CODE_LENGTH');
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps a name the code reads other than by calling it as a property', () => {
    const names = new Set(['productSafety', 'productSizeTable', 'orderFreight', 'customerNumber', 'reviewCount']);
    const code = [
      'const t = texts(locale); t.productSizeTable(); t.reviewCount({ count: 2 });',
      "const node = { kind: 'LinkedField', name: 'productSafety' };",
      'const label = texts[`order${part}`] ?? texts.orderFreight;',
      'const n = data.customerNumber; const r = product.reviewCount;',
    ].join('\n');
    expect(otherUses(code, names).sort()).toEqual(['customerNumber', 'orderFreight', 'productSafety', 'reviewCount']);
    expect(calls(code, names).sort()).toEqual(['productSizeTable', 'reviewCount']);
  });

  it('keeps every name that the code may build at runtime', () => {
    const names = new Set(['panelsConsentC0001', 'panelsConsentTitle', 'panelsMenu', 'orderFreight', 'orderTotal']);
    expect(otherUses('texts.panelsMenu(); texts[`panelsConsent${category}`]();', names).sort()).toEqual([
      'panelsConsentC0001',
      'panelsConsentTitle',
    ]);
    expect(otherUses("texts['order' + part]()", names).sort()).toEqual(['orderFreight', 'orderTotal']);
    expect(otherUses('const width = `${size}px`;', names)).toEqual([]);
  });

  it('writes each name short, the same in the catalogue’s module and where it is called', () => {
    const short = shortNames(['productSizeTable', 'layoutMenu']);
    expect([...short.values()]).toEqual(['$0', '$1']);
    const module = shorten('var a=()=>`Menü`,b=()=>`Größentabelle`;export{a as layoutMenu,b as productSizeTable};', short);
    expect(module?.toString()).toBe('var a=()=>`Menü`,b=()=>`Größentabelle`;export{a as $0,b as $1};');
    const caller = shorten('n(e.locale).productSizeTable(),n(e.locale).productSizeTables()', short);
    expect(caller?.toString()).toBe('n(e.locale).$1(),n(e.locale).productSizeTables()');
    expect(caller?.generateMap({ hires: true }).mappings).not.toBe('');
    expect(shorten('nothing to do', short)).toBeUndefined();
  });
});
