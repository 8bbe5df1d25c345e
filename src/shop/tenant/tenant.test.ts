import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLOWED_SHOP_CODES } from '../../../tenants/allowList.ts';
import { TENANTS } from '../../../tenants/index.ts';
import { DEFAULT_SHOP_CODE, publicTenant, resolveTenant, themeCss, validateTenants, type Tenant } from './tenant.ts';

const base = resolveTenant(DEFAULT_SHOP_CODE);

/** A mutable deep copy with changes, so broken configs can be built from a valid one. */
function variant(changes: (tenant: Tenant) => void, from: Tenant = base): Tenant {
  const copy = structuredClone(from);
  changes(copy);
  return copy;
}

function problemsOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected validation to fail');
}

describe('validateTenants', () => {
  it('accepts the shipped registry and allow-list', () => {
    expect(() => validateTenants(TENANTS, ALLOWED_SHOP_CODES)).not.toThrow();
  });

  it('reports allow-listed codes without config and configs not allow-listed', () => {
    const message = problemsOf(() => validateTenants(TENANTS, [...ALLOWED_SHOP_CODES.filter((c) => c !== 'rwn'), 'xyz']));
    expect(message).toContain('Shop code "xyz" is allow-listed but has no configuration');
    expect(message).toContain('Shop "rwn" is configured but not allow-listed');
  });

  it('reports duplicate codes, hosts and allow-list entries', () => {
    const twin = variant((t) => (t.host = 'https://www.zwilling.de'));
    const sameHost = variant((t) => (t.code = 'hbx'));
    const message = problemsOf(() => validateTenants([base, twin, sameHost], ['hbr', 'hbx', 'hbx']));
    expect(message).toContain('Shop code "hbr" is configured more than once');
    expect(message).toContain('Host "https://www.hansebrueck.de" is used by more than one shop');
    expect(message).toContain('Shop code "hbx" is allow-listed more than once');
  });

  it('reports a family whose shops disagree on whole prices as dash', () => {
    const sister = variant((t) => Object.assign(t, { code: 'hbx', host: 'https://www.hansebrueck.at', wholePricesAsDash: true }));
    const message = problemsOf(() => validateTenants([base, sister], ['hbr', 'hbx']));
    expect(message).toContain('Family "hansebrueck": wholePricesAsDash must be the same for all its shops (hbr, hbx)');
  });

  it("reports app links that are no page of the platform's store", () => {
    const broken = variant((t) => (t.app = { ios: 'https://example.com/app', android: 'https://play.google.com/store/apps/details?id=' }));
    const message = problemsOf(() => validateTenants([broken], ['hbr']));
    expect(message).toContain('app link for ios "https://example.com/app" is not a page of its store (https://apps.apple.com/…)');
    expect(message).toContain('app link for android "https://play.google.com/store/apps/details?id=" is not a page of its store');
  });

  it("reports delivery countries without address rules, or without the shop's own country", () => {
    const broken = variant((t) => Object.assign(t, { deliveryCountries: ['AT', 'XX'] }));
    const message = problemsOf(() => validateTenants([broken], ['hbr']));
    expect(message).toContain('Shop "hbr": delivery country "XX" has no address rules');
    expect(message).toContain('Shop "hbr": deliveryCountries must include the shop\'s own country DE');
    expect(problemsOf(() => validateTenants([variant((t) => Object.assign(t, { deliveryCountries: [] }))], ['hbr']))).toContain(
      'deliveryCountries is empty',
    );
  });

  it('reports bad locale, robots and currency', () => {
    const broken = variant((t) => {
      Object.assign(t, { locale: 'en-GB', robots: 'noindex, nofollow', currency: 'USD' });
    });
    const message = problemsOf(() => validateTenants([broken], ['hbr']));
    expect(message).toContain('locale "en-GB" is not supported');
    expect(message).toContain(`robots "noindex, nofollow" must be 'index, follow' or 'noindex, follow'`);
    expect(message).toContain('currency "USD" is not supported');
  });

  it.each(['http://www.hansebrueck.de', 'https://www.hansebrueck.de/', 'https://www.hansebrueck.de/shop', 'www.hansebrueck.de', ''])(
    'rejects the host %j',
    (host) => {
      const message = problemsOf(() => validateTenants([variant((t) => (t.host = host))], ['hbr']));
      expect(message).toContain(`host "${host}" is not an https URL origin`);
    },
  );

  it('reports colours that are not hex', () => {
    const broken = variant((t) => {
      t.theme.colors.primary = 'navy';
      t.theme.colors.sale = '#c0182a;}body{';
      t.theme.colors.text = '#12345';
    });
    const message = problemsOf(() => validateTenants([broken], ['hbr']));
    expect(message).toContain('colour primary "navy" is not a hex colour');
    expect(message).toContain('colour sale "#c0182a;}body{" is not a hex colour');
    expect(message).toContain('colour text "#12345" is not a hex colour');
  });

  it('reports a missing colour', () => {
    const broken = variant((t) => Reflect.deleteProperty(t.theme.colors, 'border'));
    expect(problemsOf(() => validateTenants([broken], ['hbr']))).toContain('colour border "undefined" is not a hex colour');
  });

  it('reports logo sizes that are not positive', () => {
    const broken = variant((t) => {
      t.theme.logo.width = 0;
      t.theme.logo.height = Number.NaN;
    });
    const message = problemsOf(() => validateTenants([broken], ['hbr']));
    expect(message).toContain('logo width 0 is not a positive number');
    expect(message).toContain('logo height NaN is not a positive number');
  });

  it('reports unsafe font stacks, empty texts and malformed codes', () => {
    const broken = variant((t) => {
      t.theme.fonts.body = 'Arial</style><script>';
      t.brand = ' ';
      t.servicePhone = '';
      t.code = 'HB R';
    });
    const message = problemsOf(() => validateTenants([broken], ['HB R'], 'HB R'));
    expect(message).toContain('font body "Arial</style><script>" is not a plain font-family list');
    expect(message).toContain('brand is empty');
    expect(message).toContain('servicePhone is empty');
    expect(message).toContain('Shop "HB R": code must be');
  });

  it('reports a QR bill creditor that is not a Swiss postcode and town', () => {
    const broken = variant((t) => (t.qrBillCreditor = { zipCode: '90000', city: ' ' }));
    const message = problemsOf(() => validateTenants([broken], ['hbr']));
    expect(message).toContain('qrBillCreditor zipCode "90000" is not a Swiss postcode (four digits)');
    expect(message).toContain('qrBillCreditor city is empty');
    const missing = variant((t) => Reflect.deleteProperty(t, 'qrBillCreditor'));
    expect(problemsOf(() => validateTenants([missing], ['hbr']))).toContain('qrBillCreditor zipCode "undefined"');
  });

  it('reports unknown design tokens and token values that are not plain CSS', () => {
    const broken = variant((t) => (t.theme.tokens = { '--radius-m': '1rem;color:red', ...{ '--radius-huge': '2rem' } }));
    const message = problemsOf(() => validateTenants([...TENANTS.filter((t) => t.code !== 'hbr'), broken], ALLOWED_SHOP_CODES));
    expect(message).toContain('Shop "hbr": token --radius-m "1rem;color:red" is not a plain CSS value');
    expect(message).toContain('Shop "hbr": token --radius-huge is not a design token');
  });

  it('requires the default shop to be configured and allow-listed', () => {
    const other = variant((t) => (t.code = 'abc'));
    expect(problemsOf(() => validateTenants([other], ['abc']))).toContain(
      `Default shop "${DEFAULT_SHOP_CODE}" must be configured and allow-listed`,
    );
  });

  it('lists every problem in one error', () => {
    const broken = variant((t) => {
      Object.assign(t, { locale: 'en-GB' });
      t.host = 'http://x.de';
    });
    const message = problemsOf(() => validateTenants([broken], ['hbr', 'zzz']));
    expect(message).toMatch(/^Invalid shop configuration \(3 problems\):\n- /);
    expect(message.split('\n- ')).toHaveLength(4);
  });
});

describe('resolveTenant', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('takes the explicit code first', () => {
    expect(resolveTenant('rwa', { SHOP: 'sbz' }).code).toBe('rwa');
  });
  it('then env SHOP', () => {
    expect(resolveTenant(undefined, { SHOP: 'sbz' })).toMatchObject({ code: 'sbz', locale: 'cs-CZ', currency: 'CZK' });
  });
  it('then the default shop, a de-DE shop', () => {
    expect(resolveTenant(undefined, {})).toMatchObject({ code: DEFAULT_SHOP_CODE, locale: 'de-DE' });
  });
  it('reads process.env.SHOP by default', () => {
    vi.stubEnv('SHOP', 'ewn');
    expect(resolveTenant().code).toBe('ewn');
  });
  it('falls back to the default when process.env.SHOP is unset', () => {
    vi.stubEnv('SHOP', undefined);
    expect(resolveTenant().code).toBe(DEFAULT_SHOP_CODE);
  });
  it('works without a process object (browser bundle)', () => {
    vi.stubGlobal('process', undefined);
    try {
      expect(resolveTenant().code).toBe(DEFAULT_SHOP_CODE);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('throws the spec message for an unknown code', () => {
    expect(() => resolveTenant('xyz')).toThrow(new Error('Shop "xyz" is not configured'));
    expect(() => resolveTenant(undefined, { SHOP: 'HBR' })).toThrow(new Error('Shop "HBR" is not configured'));
    expect(() => resolveTenant('')).toThrow(new Error('Shop "" is not configured'));
  });
  it('resolves every allow-listed shop', () => {
    for (const code of ALLOWED_SHOP_CODES) expect(resolveTenant(code).code).toBe(code);
  });
});

describe('themeCss', () => {
  it('writes every theme value as a kebab-case custom property', () => {
    const { colors, fonts } = base.theme;
    expect(themeCss(base)).toBe(
      ':root{' +
        [
          `--color-primary:${colors.primary}`,
          `--color-on-primary:${colors.onPrimary}`,
          `--color-accent:${colors.accent}`,
          `--color-text:${colors.text}`,
          `--color-muted:${colors.muted}`,
          `--color-background:${colors.background}`,
          `--color-surface:${colors.surface}`,
          `--color-border:${colors.border}`,
          `--color-sale:${colors.sale}`,
          `--color-success:${colors.success}`,
          `--color-error:${colors.error}`,
          `--color-on-sale:${colors.onSale}`,
          `--color-on-success:${colors.onSuccess}`,
          `--color-star:${colors.star}`,
          `--font-body:${fonts.body}`,
          `--font-heading:${fonts.heading}`,
          '--logo-width:180px',
          '--logo-height:40px',
        ].join(';') +
        '}',
    );
  });
  it('adds the design tokens a theme overrides, after the rest', () => {
    const rounder = variant((t) => (t.theme.tokens = { '--radius-m': '0.5rem', '--shadow-raised': '0 2px 6px rgb(0 0 0 / 0.2)' }));
    expect(themeCss(rounder)).toMatch(/--logo-height:40px;--radius-m:0\.5rem;--shadow-raised:0 2px 6px rgb\(0 0 0 \/ 0\.2\)\}$/);
    expect(themeCss(base)).not.toContain('--radius');
  });
  it('differs per shop where the theme does', () => {
    expect(themeCss(resolveTenant('rwf'))).toContain('--logo-width:210px');
    expect(themeCss(resolveTenant('rwd'))).toContain('--logo-width:160px');
  });
  it('is safe to embed for every shop', () => {
    for (const tenant of TENANTS) expect(themeCss(tenant)).not.toMatch(/[<>]/);
  });
  it('rejects a value that could end the style element or the rule', () => {
    expect(() => themeCss(variant((t) => (t.theme.fonts.heading = 'Arial</style><script>alert(1)</script>')))).toThrow(
      'Theme value --font-heading of shop "hbr" is not safe CSS',
    );
    expect(() => themeCss(variant((t) => (t.theme.colors.primary = '#fff}body{display:none')))).toThrow(
      'Theme value --color-primary of shop "hbr" is not safe CSS',
    );
    expect(() => themeCss(variant((t) => (t.theme.logo.width = -1)))).toThrow('--logo-width');
    expect(() => themeCss(variant((t) => (t.theme.tokens = { '--space-1': '1px}body{x:y' })))).toThrow(
      'Theme value --space-1 of shop "hbr" is not safe CSS',
    );
  });
});

describe('publicTenant', () => {
  it('passes exactly what the browser needs', () => {
    expect(publicTenant(base)).toEqual({
      code: 'hbr',
      brand: 'Hansebrück',
      host: 'https://www.hansebrueck.de',
      locale: 'de-DE',
      currency: 'EUR',
      servicePhone: base.servicePhone,
      newsletterVoucher: 1000,
      qrBillCreditor: { zipCode: '9000', city: 'St. Gallen' },
      deliveryCountries: ['DE', 'AT', 'CH', 'LI', 'LU'],
      app: {
        ios: 'https://apps.apple.com/de/app/hansebrueck-mode-wohnen/id1000000001',
        android: 'https://play.google.com/store/apps/details?id=de.hansebrueck.app',
      },
    });
    // Shops without an app have no banner data.
    expect(publicTenant(resolveTenant('rwd')).app).toBeUndefined();
  });

  it("tells the browser when the shop's family writes whole prices as 'X,-' (Rosenwald; not this shop)", () => {
    expect(publicTenant(resolveTenant('rwd')).wholePricesAsDash).toBe(true);
    expect(publicTenant(resolveTenant('rwn')).wholePricesAsDash).toBe(true);
    expect(publicTenant(base).wholePricesAsDash).toBeUndefined();
  });
});
