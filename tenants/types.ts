import type { CountryCode } from '../src/ui/form/countries.ts';
import type { TokenName } from '../src/ui/tokens.ts';

// The shape of one shop configuration. Values are validated at server start-up
// (validateTenants in src/shop/tenant/tenant.ts), so a broken file fails loudly before any request.

export const LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK'] as const;
export type Locale = (typeof LOCALES)[number];

export const ROBOTS_POLICIES = ['index, follow', 'noindex, follow'] as const;
export type RobotsPolicy = (typeof ROBOTS_POLICIES)[number];

export const CURRENCIES = ['EUR', 'CHF', 'CZK', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const COLOR_KEYS = [
  'primary',
  'onPrimary',
  'accent',
  'text',
  'muted',
  'background',
  'surface',
  'border',
  'sale',
  'success',
  'error',
  /** Text and icons on the sale colour (sale badge). */
  'onSale',
  /** Icons on the success colour (the account tool's check badge). */
  'onSuccess',
  /** Filled rating stars. */
  'star',
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];

export interface Theme {
  colors: Record<ColorKey, string>;
  /** CSS font-family stacks of system fonts only: no web font downloads. */
  fonts: { body: string; heading: string };
  /** Logo box in px. */
  logo: { width: number; height: number };
  /** Design tokens that differ from the shop-wide defaults (src/ui/tokens.ts), e.g. rounder corners. */
  tokens?: Partial<Record<TokenName, string>>;
}

/** Postcode and town of the creditor printed on a Swiss QR bill (the payee's address). */
export interface QrBillCreditor {
  /** Swiss postcode: four digits. */
  zipCode: string;
  city: string;
}

export interface Tenant {
  /** Short shop code, e.g. 'hbr'. */
  code: string;
  /** Brand name shown in the logo and the page title. */
  brand: string;
  /** Brand family id; shops of a family share a theme base. */
  family: string;
  /** Canonical URL origin, no trailing slash. */
  host: string;
  locale: Locale;
  robots: RobotsPolicy;
  currency: Currency;
  /** Shown in error messages. */
  servicePhone: string;
  /**
   * The welcome voucher a newsletter subscription earns, in minor units of the shop's currency
   * (1000 = 10 €): the newsletter page and its confirmation name it ('Ihr 10 € Gutschein-Code').
   */
  newsletterVoucher: number;
  /** Creditor address of the QR bills this shop's customers pay Swiss invoices with. */
  qrBillCreditor: QrBillCreditor;
  theme: Theme;
  /** The shop's app in the stores, for the smart banner; a shop without an app has none. */
  app?: { ios: string; android: string };
  /** Whole prices as 'X,-' instead of 'X,00': an option of a whole brand family, the same for all its shops. */
  wholePricesAsDash?: boolean;
  /**
   * The countries the shop's family delivers to (the same for all its shops, the shop's own
   * among them); the address form offers the shop's own country first (src/ui/form/countries.ts).
   */
  deliveryCountries: readonly CountryCode[];
  /**
   * Codes of the shops that sell the same assortment under the same paths in another locale: each
   * page names their pages as its language alternates (hreflang). Each lists the others.
   */
  sisters?: readonly string[];
  /**
   * Codes of the shops that serve the same country in another language (the Swiss shops in German
   * and French): header and footer offer a switch to the same page there. Each lists the others.
   */
  languageVersions?: readonly string[];
}

/** A shop's sisters: the other codes of its assortment group. */
export const sistersIn = (group: readonly string[], code: string): readonly string[] => group.filter((other) => other !== code);

export interface ThemeOverrides {
  colors?: Partial<Theme['colors']>;
  fonts?: Partial<Theme['fonts']>;
  logo?: Partial<Theme['logo']>;
  tokens?: Theme['tokens'];
}

/** A family theme with a shop's small differences applied. */
export function themeWith(base: Theme, overrides: ThemeOverrides): Theme {
  return {
    colors: { ...base.colors, ...overrides.colors },
    fonts: { ...base.fonts, ...overrides.fonts },
    logo: { ...base.logo, ...overrides.logo },
    ...(base.tokens || overrides.tokens ? { tokens: { ...base.tokens, ...overrides.tokens } } : {}),
  };
}
