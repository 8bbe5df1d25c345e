// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLoginMarker } from './loginMarker.ts';
import { registerWishlistLoader, WISHLIST_LOADERS } from './wishlistRefresh.ts';

const withdrawals: Array<() => void> = [];
const register = (rank: number) => {
  const load = vi.fn();
  withdrawals.push(registerWishlistLoader(rank, load));
  return load;
};
afterEach(() => withdrawals.splice(0).forEach((withdraw) => withdraw()));

const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange'));

describe('refreshing the wishlist', () => {
  it('asks the header alone on a page without hearts', () => {
    const header = register(WISHLIST_LOADERS.headerCount);
    becomeVisible();
    expect(header).toHaveBeenCalledTimes(1);
  });

  it('asks only the loader that loads the most, once per change', () => {
    const header = register(WISHLIST_LOADERS.headerCount);
    const hearts = register(WISHLIST_LOADERS.hearts);
    becomeVisible();
    setLoginMarker(true);
    expect(hearts).toHaveBeenCalledTimes(2);
    expect(header).not.toHaveBeenCalled();
    const page = register(WISHLIST_LOADERS.wishlistPage);
    becomeVisible();
    expect(page).toHaveBeenCalledTimes(1);
    expect(hearts).toHaveBeenCalledTimes(2);
    setLoginMarker(false);
  });

  it('falls back once a loader is withdrawn (its page left), and waits while the page is hidden', () => {
    const header = register(WISHLIST_LOADERS.headerCount);
    const page = register(WISHLIST_LOADERS.wishlistPage);
    withdrawals.pop()!();
    becomeVisible();
    expect(page).not.toHaveBeenCalled();
    expect(header).toHaveBeenCalledTimes(1);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    becomeVisible();
    expect(header).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
  });
});
