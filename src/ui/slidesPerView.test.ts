import { describe, expect, it } from 'vitest';
import { centredWhenFewCss, DEVICE_CLASSES, SLIDES_PER_VIEW, slidesPerViewCss } from './slidesPerView.ts';

describe('slides per view', () => {
  it('follows the table per placement from phone to desktop', () => {
    const row = (placement: keyof typeof SLIDES_PER_VIEW) => DEVICE_CLASSES.slice(0, 4).map((device) => SLIDES_PER_VIEW[placement][device]);
    expect(row('default')).toEqual([1.5, 1.5, 2.5, 4.5]);
    expect(row('recommendation')).toEqual([1.5, 2.5, 3.5, 4.5]);
    expect(row('assortment')).toEqual([2.5, 2.5, 4.5, 5.5]);
    expect(row('promotion')).toEqual([2.5, 3.5, 4.5, 6]);
    expect(DEVICE_CLASSES.map((device) => SLIDES_PER_VIEW.inspiration[device])).toEqual([2.5, 3.5, 2, 3, 3]);
    expect(new Set(Object.values(SLIDES_PER_VIEW.productImages))).toEqual(new Set([1]));
  });

  it('keeps large screens at the desktop value except where the spec names a fifth size', () => {
    for (const placement of ['default', 'recommendation', 'assortment', 'promotion'] as const) {
      expect(SLIDES_PER_VIEW[placement].wide).toBe(SLIDES_PER_VIEW[placement].desktop);
    }
  });

  it('turns the table into rules per breakpoint, phones first', () => {
    const css = slidesPerViewCss();
    expect(css.startsWith("&[data-placement='default'] { --slides-per-view: 1.5; }")).toBe(true);
    expect(css).toContain(
      "@media (min-width: 576px) {\n&[data-placement='default'] { --slides-per-view: 1.5; }\n&[data-placement='recommendation'] { --slides-per-view: 2.5; }",
    );
    expect(css).toContain("@media (min-width: 992px) {\n&[data-placement='default'] { --slides-per-view: 4.5; }");
    expect(css.indexOf('(min-width: 768px)')).toBeLessThan(css.indexOf('(min-width: 992px)'));
  });

  it('centres assortment cards that do not fill the row, and no other carousel', () => {
    const css = centredWhenFewCss();
    expect(css).toContain("&[data-placement='assortment'] > li:first-child { margin-inline-start: auto; }");
    expect(css).toContain("&[data-placement='assortment'] > li:last-child { margin-inline-end: auto; }");
    for (const placement of ['default', 'recommendation', 'promotion', 'inspiration', 'productImages']) {
      expect(css).not.toContain(`'${placement}'`);
    }
  });
});
