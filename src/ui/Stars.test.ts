import { describe, expect, it } from 'vitest';
import { starsFromPercent, starsLabel } from './Stars.tsx';

describe('stars', () => {
  it('turns a percentage into stars out of 5 with one decimal', () => {
    expect(starsFromPercent(0)).toBe(0);
    expect(starsFromPercent(100)).toBe(5);
    expect(starsFromPercent(90)).toBe(4.5);
    expect(starsFromPercent(73)).toBe(3.7);
    expect(starsFromPercent(130)).toBe(5);
    expect(starsFromPercent(-5)).toBe(0);
  });
  it('names the rating in German', () => {
    expect(starsLabel('de-DE', 4.5)).toBe('4,5 von 5 Sternen');
    expect(starsLabel('fr-CH', 4.5)).toBe('4,5 sur 5 étoiles');
    expect(starsLabel('sv-SE', 4)).toBe('4 av 5 stjärnor');
    expect(starsLabel('de-CH', 4)).toBe('4 von 5 Sternen');
  });
});
