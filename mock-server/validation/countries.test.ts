import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES, PHONE_RULES } from '../../src/ui/form/countries.ts';
import { COUNTRY_EXAMPLES } from '../../src/ui/form/countryExamples.ts';
import { deliveryAddressProblems } from './address.ts';
import { COUNTRY_RULES, phoneValid } from './countries.ts';

const address = {
  gender: 'm',
  firstName: 'Jan',
  lastName: 'de Vries',
  street: 'Damrak',
  houseNumber: '12-A',
  additional: '',
  city: 'Amsterdam',
};

describe("the API's country rules", () => {
  it("are the shop form's rules, country by country", () => {
    expect(Object.keys(COUNTRY_RULES)).toEqual(DELIVERY_COUNTRIES.map((country) => country.code));
    for (const { code, ...rule } of DELIVERY_COUNTRIES) {
      expect(COUNTRY_RULES[code], code).toEqual({ ...rule, phone: PHONE_RULES[code] });
    }
  });

  describe.each(Object.entries(COUNTRY_EXAMPLES))('in %s', (country, examples) => {
    const zipProblems = (zipCode: string) =>
      deliveryAddressProblems({ ...address, zipCode, country }).map((p) => [p.field, p.code, ...(p.params ? [p.params] : [])]);

    it('take its postal codes and answer others as the form does', () => {
      for (const zip of examples.zip.valid) expect(zipProblems(zip), zip).toEqual([]);
      const rule = COUNTRY_RULES[country]!;
      for (const [zip, code] of examples.zip.invalid) {
        const params =
          code === 'ZIP_CODE_INVALID' ? { min: 3 } : code === 'ZIP_CODE_LENGTH' ? { length: rule.zipLength } : { format: rule.zipFormat };
        expect(zipProblems(zip), zip).toEqual([['zipCode', code, params]]);
      }
    });

    it('take its telephone numbers', () => {
      for (const phone of examples.phone.valid) expect(phoneValid(country, phone), phone).toBe(true);
      for (const phone of examples.phone.invalid) expect(phoneValid(country, phone), phone).toBe(false);
    });

    it('want a house number with a digit, where addresses have one', () => {
      const zipCode = examples.zip.valid[0]!;
      expect(deliveryAddressProblems({ ...address, zipCode, country, houseNumber: 'Hinterhaus' })).toEqual([
        { field: 'houseNumber', code: 'HOUSE_NUMBER_INVALID' },
      ]);
      expect(deliveryAddressProblems({ ...address, zipCode, country, houseNumber: '' })).toEqual(
        COUNTRY_RULES[country]!.houseNumberRequired ? [{ field: 'houseNumber', code: 'FIELD_REQUIRED' }] : [],
      );
    });
  });
});
