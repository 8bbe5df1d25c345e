import { describe, expect, it } from 'vitest';
import { assignExperiments, isOn } from './experiments.ts';

describe('experiments', () => {
  it('uses the defaults without a cookie', () => {
    const a = assignExperiments(undefined);
    expect(a.smartsuggest_ab).toBe('control');
    expect(a.recoOrderVariationKey).toBe('current_reco_order');
    expect(isOn(a, 'scarcity')).toBe(false);
    expect(isOn(a, 'popup_product')).toBe(true);
  });
  it('takes valid variants from the cookie and ignores the rest', () => {
    const a = assignExperiments('smartsuggest_ab:smartsuggest, scarcity:on,unknown:x,offcanvas_menu_ab:nonsense');
    expect(a.smartsuggest_ab).toBe('smartsuggest');
    expect(isOn(a, 'scarcity')).toBe(true);
    expect(a.offcanvas_menu_ab).toBe('control');
  });
});
