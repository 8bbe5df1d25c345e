import { describe, expect, it } from 'vitest';
import { wishlistButtonText } from './wishlistButtonText.ts';

describe('wishlist button text', () => {
  it("says 'Merken' before and 'Gemerkt' after saving", () => {
    expect(wishlistButtonText('toggle', false)).toEqual({ label: 'Merken', name: 'Merken' });
    expect(wishlistButtonText('toggle', true)).toEqual({ label: 'Gemerkt', name: 'Gemerkt' });
  });

  it('names the product after the label where a product name is given', () => {
    expect(wishlistButtonText('toggle', false, 'Sommerkleid')).toEqual({ label: 'Merken', name: 'Merken: Sommerkleid' });
    expect(wishlistButtonText('toggle', true, 'Sommerkleid')).toEqual({ label: 'Gemerkt', name: 'Gemerkt: Sommerkleid' });
  });

  it('names the product in the remove appearance', () => {
    expect(wishlistButtonText('remove', true, 'Sommerkleid').name).toBe('Sommerkleid vom Merkzettel entfernen');
    expect(wishlistButtonText('remove', true).name).toBe('Vom Merkzettel entfernen');
  });
});
