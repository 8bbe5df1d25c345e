import { describe, expect, it, vi } from 'vitest';
import { contentVariant } from './contentVariant.ts';
import { assignExperiments, experimentCookieOf, isOn } from './experiments.ts';

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
  it('logs an error and uses the default when a test has more than one variant switched on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const a = assignExperiments('smartsuggest_ab:control,scarcity:on,smartsuggest_ab:smartsuggest');
      expect(a.smartsuggest_ab).toBe('control');
      expect(isOn(assignExperiments('popup_product:on,popup_product:off'), 'popup_product')).toBe(true);
      expect(isOn(a, 'scarcity')).toBe(true);
      expect(error).toHaveBeenCalledWith(
        'A/B test smartsuggest_ab: more than one variant active (control, smartsuggest); the default variant control is used',
      );
      expect(error).toHaveBeenCalledWith('A/B test popup_product: more than one variant active (on, off); the default variant on is used');
      // The same variant named twice is one toggle, not a conflict.
      error.mockClear();
      expect(assignExperiments('scarcity:on,scarcity:on').scarcity).toBe('on');
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});

describe('experimentCookieOf', () => {
  it('reads the ab cookie from a Cookie header, decoded', () => {
    expect(experimentCookieOf('consent=C0001:1; ab=category_matching%3Aon,scarcity:on; x=1')).toBe('category_matching:on,scarcity:on');
    expect(isOn(assignExperiments(experimentCookieOf('ab=category_matching:on')), 'category_matching')).toBe(true);
  });
  it('is undefined without the cookie or a header', () => {
    expect(experimentCookieOf('abc=1; xab=2')).toBeUndefined();
    expect(experimentCookieOf(null)).toBeUndefined();
  });
});

describe('contentVariant', () => {
  it("reads the shop's own content test, named 'content_variant_test_' and the shop code", () => {
    expect(contentVariant('scarcity:on,content_variant_test_hbr:herbst_b', 'hbr')).toBe('herbst_b');
    expect(contentVariant('content_variant_test_hbr:herbst_b', 'abc')).toBeNull();
    expect(contentVariant('content_variant_test:herbst_b', 'hbr')).toBeNull();
    expect(contentVariant(undefined, 'hbr')).toBeNull();
  });

  it('ignores names that are no plain variant names and a test with two variants at once', () => {
    expect(contentVariant('content_variant_test_hbr:<script>', 'hbr')).toBeNull();
    expect(contentVariant('content_variant_test_hbr:a,content_variant_test_hbr:b', 'hbr')).toBeNull();
    expect(contentVariant('content_variant_test_hbr:a,content_variant_test_hbr:a', 'hbr')).toBe('a');
  });
});
