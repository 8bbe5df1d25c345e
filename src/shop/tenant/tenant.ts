// Tenant selection, start-up validation and the theme as CSS custom properties.
import { ALLOWED_SHOP_CODES } from '../../../tenants/allowList.ts';
import { DEFAULT_SHOP_CODE, TENANTS } from '../../../tenants/index.ts';
import { COLOR_KEYS, CURRENCIES, LOCALES, ROBOTS_POLICIES, type Tenant } from '../../../tenants/types.ts';
import { isDeliveryCountry } from '../../ui/form/countries.ts';
import { ownPaths, type ShopPaths } from '../page/localizedPaths.ts';
import { TOKENS } from '../../ui/tokens.ts';

export type { Currency, Locale, RobotsPolicy, Tenant, Theme } from '../../../tenants/types.ts';
export { DEFAULT_SHOP_CODE };

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Letters, digits, spaces, quotes, commas, dots, hyphens: enough for any font-family stack and
// nothing that could end a declaration, a rule or the <style> element.
const FONT_STACK = /^[\p{L}\p{N} ,'"._-]+$/u;
const SHOP_CODE = /^[a-z][a-z0-9]{1,9}$/;
const SWISS_ZIP_CODE = /^[1-9]\d{3}$/;
// Lengths, numbers, calc() and rgb() for shadows: no quotes, colons or anything that ends a rule.
const TOKEN_VALUE = /^[a-z0-9 .,%()/#*+-]+$/i;

function isTokenName(name: string): name is keyof typeof TOKENS {
  return Object.hasOwn(TOKENS, name);
}

function tokenProblems(label: string, tokens: unknown): string[] {
  if (tokens === undefined) return [];
  if (typeof tokens !== 'object' || tokens === null) return [`${label}: tokens must be an object`];
  return Object.entries(tokens).flatMap(([name, value]: [string, unknown]) => {
    if (!isTokenName(name)) return [`${label}: token ${name} is not a design token`];
    if (typeof value !== 'string' || !TOKEN_VALUE.test(value))
      return [`${label}: token ${name} "${String(value)}" is not a plain CSS value`];
    return [];
  });
}

function isHttpsOrigin(host: unknown): boolean {
  if (typeof host !== 'string') return false;
  try {
    const url = new URL(host);
    // origin equality rejects paths, queries, credentials and a trailing slash
    return url.protocol === 'https:' && url.origin === host;
  } catch {
    return false;
  }
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isPositiveSize(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function includes(list: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && list.includes(value);
}

/** Every problem of one configuration, phrased for the start-up log. */
function tenantProblems(tenant: Tenant): string[] {
  const problems: string[] = [];
  const label = `Shop "${String(tenant.code)}"`;
  if (typeof tenant.code !== 'string' || !SHOP_CODE.test(tenant.code)) {
    problems.push(`${label}: code must be 2 to 10 lower-case letters or digits, starting with a letter`);
  }
  if (!isNonEmptyString(tenant.brand)) problems.push(`${label}: brand is empty`);
  if (!isNonEmptyString(tenant.family)) problems.push(`${label}: family is empty`);
  if (!isNonEmptyString(tenant.servicePhone)) problems.push(`${label}: servicePhone is empty`);
  const creditor = tenant.qrBillCreditor as Partial<Tenant['qrBillCreditor']> | undefined;
  if (typeof creditor?.zipCode !== 'string' || !SWISS_ZIP_CODE.test(creditor.zipCode)) {
    problems.push(`${label}: qrBillCreditor zipCode "${String(creditor?.zipCode)}" is not a Swiss postcode (four digits)`);
  }
  if (!isNonEmptyString(creditor?.city)) problems.push(`${label}: qrBillCreditor city is empty`);
  if (!isHttpsOrigin(tenant.host)) {
    problems.push(`${label}: host "${String(tenant.host)}" is not an https URL origin (https://name, no path)`);
  }
  if (!includes(LOCALES, tenant.locale)) problems.push(`${label}: locale "${String(tenant.locale)}" is not supported`);
  if (!includes(ROBOTS_POLICIES, tenant.robots)) {
    problems.push(`${label}: robots "${String(tenant.robots)}" must be 'index, follow' or 'noindex, follow'`);
  }
  if (!includes(CURRENCIES, tenant.currency)) {
    problems.push(`${label}: currency "${String(tenant.currency)}" is not supported`);
  }
  const theme = tenant.theme as Partial<Tenant['theme']> | undefined;
  for (const key of COLOR_KEYS) {
    const color: unknown = theme?.colors?.[key];
    if (typeof color !== 'string' || !HEX_COLOR.test(color)) {
      problems.push(`${label}: colour ${key} "${String(color)}" is not a hex colour (#rgb or #rrggbb)`);
    }
  }
  for (const key of ['body', 'heading'] as const) {
    const stack: unknown = theme?.fonts?.[key];
    if (typeof stack !== 'string' || !FONT_STACK.test(stack)) {
      problems.push(`${label}: font ${key} "${String(stack)}" is not a plain font-family list`);
    }
  }
  for (const key of ['width', 'height'] as const) {
    const size: unknown = theme?.logo?.[key];
    if (!isPositiveSize(size)) problems.push(`${label}: logo ${key} ${String(size)} is not a positive number`);
  }
  problems.push(...deliveryProblems(label, tenant));
  problems.push(...tokenProblems(label, theme?.tokens));
  problems.push(...appProblems(label, tenant.app));
  return problems;
}

// The address form offers the family's countries with the shop's own first; each needs its rules.
function deliveryProblems(label: string, tenant: Tenant): string[] {
  const countries: unknown = tenant.deliveryCountries;
  if (!Array.isArray(countries) || countries.length === 0) return [`${label}: deliveryCountries is empty`];
  const problems = countries
    .filter((code) => typeof code !== 'string' || !isDeliveryCountry(code))
    .map((code) => `${label}: delivery country "${String(code)}" has no address rules (src/ui/form/countries.ts)`);
  // An unsupported locale is a problem of its own.
  const own = includes(LOCALES, tenant.locale) ? tenant.locale.split('-')[1] : undefined;
  if (own && !countries.includes(own)) problems.push(`${label}: deliveryCountries must include the shop's own country ${own}`);
  return problems;
}

// The smart banner's links lead to the app's page in the stores, nowhere else.
const APP_STORES = { ios: 'https://apps.apple.com/', android: 'https://play.google.com/store/apps/details?id=' } as const;

function appProblems(label: string, app: Tenant['app']): string[] {
  if (app === undefined) return [];
  return (Object.keys(APP_STORES) as (keyof typeof APP_STORES)[]).flatMap((platform) => {
    const link: unknown = app?.[platform];
    const ok =
      typeof link === 'string' &&
      link.startsWith(APP_STORES[platform]) &&
      link.length > APP_STORES[platform].length &&
      !/[\s"'<>]/.test(link);
    return ok ? [] : [`${label}: app link for ${platform} "${String(link)}" is not a page of its store (${APP_STORES[platform]}…)`];
  });
}

function duplicates(values: readonly unknown[]): string[] {
  const seen = new Set<unknown>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(String(value));
    seen.add(value);
  }
  return [...repeated];
}

/**
 * Checks the registry against the allow-list; throws one Error naming every problem.
 * Called once at server start-up so a broken shop file never reaches a shopper.
 */
export function validateTenants(registry: readonly Tenant[], allowList: readonly string[], defaultCode: string = DEFAULT_SHOP_CODE): void {
  const problems: string[] = [];
  const codes = registry.map((tenant) => tenant.code);
  for (const code of duplicates(codes)) problems.push(`Shop code "${code}" is configured more than once`);
  for (const host of duplicates(registry.map((tenant) => tenant.host))) {
    problems.push(`Host "${host}" is used by more than one shop`);
  }
  for (const code of duplicates(allowList)) problems.push(`Shop code "${code}" is allow-listed more than once`);
  for (const code of allowList) {
    if (!codes.includes(code)) problems.push(`Shop code "${code}" is allow-listed but has no configuration`);
  }
  for (const code of codes) {
    if (!allowList.includes(code)) problems.push(`Shop "${code}" is configured but not allow-listed`);
  }
  if (!allowList.includes(defaultCode) || !codes.includes(defaultCode)) {
    problems.push(`Default shop "${defaultCode}" must be configured and allow-listed`);
  }
  for (const tenant of registry) problems.push(...tenantProblems(tenant));
  for (const family of new Set(registry.map((tenant) => tenant.family))) {
    const members = registry.filter((tenant) => tenant.family === family);
    if (new Set(members.map((tenant) => tenant.wholePricesAsDash === true)).size > 1) {
      problems.push(
        `Family "${family}": wholePricesAsDash must be the same for all its shops (${members.map((tenant) => tenant.code).join(', ')})`,
      );
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid shop configuration (${problems.length} problems):\n- ${problems.join('\n- ')}`);
  }
}

// Only allow-listed shops can be served; a config file alone is not enough.
const servable = new Map(TENANTS.filter((tenant) => ALLOWED_SHOP_CODES.includes(tenant.code)).map((tenant) => [tenant.code, tenant]));

type ShopEnv = { readonly SHOP?: string | undefined };

// Browser bundles have no `process`; there the shop comes from the server (publicTenant in
// pageContext), so a missing env simply means "no SHOP set".
function processEnv(): ShopEnv {
  return typeof process === 'undefined' ? {} : process.env;
}

/**
 * The shop for `code ?? env.SHOP ?? DEFAULT_SHOP_CODE`. `env` defaults to `process.env` on the
 * server and to an empty object where `process` does not exist (browser); pass it explicitly in
 * tests. Throws `Shop "{code}" is not configured` for a code that is unknown or not allow-listed.
 */
export function resolveTenant(code?: string, env: ShopEnv = processEnv()): Tenant {
  const selected = code ?? env.SHOP ?? DEFAULT_SHOP_CODE;
  const tenant = servable.get(selected);
  if (!tenant) throw new Error('Shop "' + selected + '" is not configured');
  return tenant;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());
}

function safeCssValue(tenant: Tenant, property: string, value: string, valid: boolean): string {
  // `<` could close the <style> element; braces and semicolons could inject rules.
  if (!valid || /[<>{};\\]/.test(value)) {
    throw new Error(`Theme value ${property} of shop "${tenant.code}" is not safe CSS: ${value}`);
  }
  return `${property}:${value}`;
}

/**
 * The theme as one `:root{…}` rule, safe to embed in a <style> element. Custom properties:
 * --color-{key} for every colour key in kebab case (--color-on-primary, --color-star, …),
 * --font-body, --font-heading, --logo-width, --logo-height (px), then the design tokens the
 * theme overrides (--radius-m, …). The global defaults sit in a zero-specificity rule, so this
 * rule wins wherever the stylesheets end up in the document.
 * Styles are compiled at build time (linaria), so tenant looks come only through these.
 */
export function themeCss(tenant: Tenant): string {
  const { colors, fonts, logo, tokens = {} } = tenant.theme;
  const declarations = [
    ...COLOR_KEYS.map((key) => safeCssValue(tenant, `--color-${kebab(key)}`, colors[key], HEX_COLOR.test(colors[key]))),
    safeCssValue(tenant, '--font-body', fonts.body, FONT_STACK.test(fonts.body)),
    safeCssValue(tenant, '--font-heading', fonts.heading, FONT_STACK.test(fonts.heading)),
    safeCssValue(tenant, '--logo-width', `${logo.width}px`, isPositiveSize(logo.width)),
    safeCssValue(tenant, '--logo-height', `${logo.height}px`, isPositiveSize(logo.height)),
    ...Object.entries(tokens).map(([name, value]) => safeCssValue(tenant, name, value, isTokenName(name) && TOKEN_VALUE.test(value))),
  ];
  return `:root{${declarations.join(';')}}`;
}

export type PublicTenant = Pick<
  Tenant,
  | 'code'
  | 'brand'
  | 'host'
  | 'locale'
  | 'currency'
  | 'servicePhone'
  | 'newsletterVoucher'
  | 'qrBillCreditor'
  | 'wholePricesAsDash'
  | 'app'
  | 'deliveryCountries'
> & {
  /** The shop and its language versions (tenant field languageVersions), in the registry's order; none without versions. */
  languages?: ReadonlyArray<{ locale: Tenant['locale']; host: string }>;
  /** The paths it writes in its own language (src/shop/page/localizedPaths.ts); none for a German shop. */
  paths?: ShopPaths;
};

/** What the browser needs; the theme is already in the server-rendered CSS. */
export function publicTenant(tenant: Tenant): PublicTenant {
  const {
    code,
    brand,
    host,
    locale,
    currency,
    servicePhone,
    newsletterVoucher,
    qrBillCreditor,
    wholePricesAsDash,
    app,
    deliveryCountries,
  } = tenant;
  const paths = ownPaths(locale);
  return {
    code,
    brand,
    host,
    locale,
    currency,
    servicePhone,
    newsletterVoucher,
    qrBillCreditor,
    deliveryCountries,
    ...(wholePricesAsDash ? { wholePricesAsDash } : {}),
    ...(app ? { app } : {}),
    ...(paths ? { paths } : {}),
    ...(tenant.languageVersions?.length
      ? {
          languages: TENANTS.filter((other) => other.code === tenant.code || tenant.languageVersions!.includes(other.code)).map(
            (other) => ({
              locale: other.locale,
              host: other.host,
            }),
          ),
        }
      : {}),
  };
}
