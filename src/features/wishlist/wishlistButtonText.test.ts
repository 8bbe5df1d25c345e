import { describe, expect, it } from 'vitest';
import { wishlistButtonText } from './wishlistButtonText.ts';

describe('wishlist button text', () => {
  it("says 'Merken' before and 'Gemerkt' after saving", () => {
    expect(wishlistButtonText('de-DE', 'toggle', false)).toEqual({ label: 'Merken', name: 'Merken' });
    expect(wishlistButtonText('de-DE', 'toggle', true)).toEqual({ label: 'Gemerkt', name: 'Gemerkt' });
  });

  it('names the product after the label where a product name is given', () => {
    expect(wishlistButtonText('de-DE', 'toggle', false, 'Sommerkleid')).toEqual({ label: 'Merken', name: 'Merken: Sommerkleid' });
    expect(wishlistButtonText('de-DE', 'toggle', true, 'Sommerkleid')).toEqual({ label: 'Gemerkt', name: 'Gemerkt: Sommerkleid' });
  });

  it("speaks the shop's language", () => {
    expect(wishlistButtonText('fr-CH', 'toggle', true, 'Robe')).toEqual({ label: 'Mémorisé', name: 'Mémorisé : Robe' });
    expect(wishlistButtonText('cs-CZ', 'remove', true, 'Šaty').name).toBe('Odebrat Šaty z oblíbených');
  });

  it('names the product in the remove appearance', () => {
    expect(wishlistButtonText('de-DE', 'remove', true, 'Sommerkleid').name).toBe('Sommerkleid vom Merkzettel entfernen');
    expect(wishlistButtonText('de-DE', 'remove', true).name).toBe('Vom Merkzettel entfernen');
  });
});
