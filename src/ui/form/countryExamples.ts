import type { CountryCode } from './countries.ts';

// Valid and invalid postal codes and telephone numbers of each delivery country, for the tests of
// the form's rules (countries.test.ts) and of the API's (mock-server/validation/countries.test.ts):
// both must answer each example alike.

type ZipCode = 'ZIP_CODE_INVALID' | 'ZIP_CODE_LENGTH' | 'ZIP_CODE_FORMAT';

export interface CountryExamples {
  zip: { valid: string[]; invalid: [zip: string, code: ZipCode][] };
  phone: { valid: string[]; invalid: string[] };
}

export const COUNTRY_EXAMPLES: Record<CountryCode, CountryExamples> = {
  DE: {
    zip: {
      valid: ['20095', '01067'],
      invalid: [
        ['2009', 'ZIP_CODE_LENGTH'],
        ['200955', 'ZIP_CODE_LENGTH'],
        ['D-20095', 'ZIP_CODE_INVALID'],
      ],
    },
    // '+49 040 …' keeps the trunk prefix after the calling code: not dialable.
    phone: { valid: ['040 123456', '+49 40 123456', '0049 171 2345678', '0171/2345678'], invalid: ['40 123456', '+49 040 123456', '040'] },
  },
  AT: {
    zip: {
      valid: ['1010'],
      invalid: [
        ['10100', 'ZIP_CODE_LENGTH'],
        ['101', 'ZIP_CODE_LENGTH'],
        ['10 10', 'ZIP_CODE_INVALID'],
      ],
    },
    phone: { valid: ['01 5123456', '+43 1 5123456', '0664 1234567'], invalid: ['1 5123456', '+43 01 5123456'] },
  },
  CH: {
    zip: {
      valid: ['8004', '1200'],
      invalid: [
        ['80045', 'ZIP_CODE_LENGTH'],
        ['CH-8004', 'ZIP_CODE_INVALID'],
      ],
    },
    phone: { valid: ['044 123 45 67', '+41 44 123 45 67', '079 123 45 67'], invalid: ['044 123 45', '44 123 45 67'] },
  },
  LI: {
    zip: {
      valid: ['9490'],
      invalid: [
        ['949', 'ZIP_CODE_LENGTH'],
        ['94900', 'ZIP_CODE_LENGTH'],
      ],
    },
    phone: { valid: ['234 56 78', '+423 234 56 78'], invalid: ['0234 56 78', '+423 234 56'] },
  },
  LU: {
    zip: {
      valid: ['1234'],
      invalid: [
        ['L-1234', 'ZIP_CODE_INVALID'],
        ['12345', 'ZIP_CODE_LENGTH'],
      ],
    },
    phone: { valid: ['26 12 34', '621 123 456', '+352 621 123 456'], invalid: ['12345', '+352 1234'] },
  },
  NL: {
    zip: {
      valid: ['1234 AB', '1234ab', '9999 ZZ'],
      invalid: [
        ['0123 AB', 'ZIP_CODE_FORMAT'],
        ['1234', 'ZIP_CODE_FORMAT'],
        ['12345', 'ZIP_CODE_FORMAT'],
        ['1234 A1', 'ZIP_CODE_FORMAT'],
      ],
    },
    phone: { valid: ['020 123 4567', '06 12345678', '+31 6 12345678'], invalid: ['020 123 456', '6 12345678'] },
  },
  CZ: {
    zip: {
      valid: ['110 00', '11000'],
      invalid: [
        ['1100', 'ZIP_CODE_FORMAT'],
        ['110 0A', 'ZIP_CODE_FORMAT'],
        ['11 000', 'ZIP_CODE_FORMAT'],
      ],
    },
    phone: { valid: ['601 123 456', '+420 601 123 456', '00420 224 123 456'], invalid: ['0601 123 456', '601 123 45'] },
  },
  SK: {
    zip: {
      valid: ['811 01', '81101'],
      invalid: [
        ['8110', 'ZIP_CODE_FORMAT'],
        ['811 011', 'ZIP_CODE_FORMAT'],
      ],
    },
    phone: { valid: ['0902 123 456', '+421 902 123 456', '02 1234 5678'], invalid: ['902 123 456', '+421 0902 123 456'] },
  },
  SE: {
    zip: {
      valid: ['113 51', '11351'],
      invalid: [
        ['1135', 'ZIP_CODE_FORMAT'],
        ['S-113 51', 'ZIP_CODE_FORMAT'],
      ],
    },
    phone: { valid: ['08 123 456 78', '+46 8 123 456 78', '070-123 45 67'], invalid: ['8 123 456 78', '08 123'] },
  },
};
