import { describe, expect, it } from 'vitest';
import { slideAfterSwipe, slideAtScroll } from './carouselRules.ts';

describe('carousel rules', () => {
  it('moves one slide for swipes of 30 px or more, within the slides', () => {
    expect(slideAfterSwipe(0, -29, 5)).toBe(0);
    expect(slideAfterSwipe(0, -30, 5)).toBe(1);
    expect(slideAfterSwipe(2, 45, 5)).toBe(1);
    expect(slideAfterSwipe(0, 200, 5)).toBe(0);
    expect(slideAfterSwipe(4, -200, 5)).toBe(4);
  });

  it('finds the slide nearest the scroll position', () => {
    expect(slideAtScroll(0, 300, 4)).toBe(0);
    expect(slideAtScroll(440, 300, 4)).toBe(1);
    expect(slideAtScroll(460, 300, 4)).toBe(2);
    expect(slideAtScroll(5000, 300, 4)).toBe(3);
    expect(slideAtScroll(100, 0, 4)).toBe(0);
  });
});
