// The registry of shop configurations, one file per shop code in ./shops.
import type { Tenant } from './types.ts';
import { tenant as ewa } from './shops/ewa.ts';
import { tenant as ewc } from './shops/ewc.ts';
import { tenant as ewd } from './shops/ewd.ts';
import { tenant as ewn } from './shops/ewn.ts';
import { tenant as fhw } from './shops/fhw.ts';
import { tenant as hbr } from './shops/hbr.ts';
import { tenant as rwa } from './shops/rwa.ts';
import { tenant as rwc } from './shops/rwc.ts';
import { tenant as rwd } from './shops/rwd.ts';
import { tenant as rwf } from './shops/rwf.ts';
import { tenant as rwn } from './shops/rwn.ts';
import { tenant as sba } from './shops/sba.ts';
import { tenant as sbc } from './shops/sbc.ts';
import { tenant as sbd } from './shops/sbd.ts';
import { tenant as sbk } from './shops/sbk.ts';
import { tenant as sbn } from './shops/sbn.ts';
import { tenant as sbs } from './shops/sbs.ts';
import { tenant as sbz } from './shops/sbz.ts';

export type { Currency, Locale, RobotsPolicy, Tenant, Theme } from './types.ts';
export { ALLOWED_SHOP_CODES } from './allowList.ts';

/** The shop this storefront is about (de-DE); used when neither a code nor env SHOP is given. */
export const DEFAULT_SHOP_CODE = 'hbr';

// Frozen because family members share theme objects: a change through one shop would leak into all.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Listed by family: single, group of 4, French-Swiss variant, group of 7, single, group of 4. */
export const TENANTS: readonly Tenant[] = deepFreeze([
  hbr,
  rwd,
  rwa,
  rwc,
  rwn,
  rwf,
  sbd,
  sba,
  sbc,
  sbn,
  sbz,
  sbs,
  sbk,
  fhw,
  ewd,
  ewa,
  ewc,
  ewn,
]);
