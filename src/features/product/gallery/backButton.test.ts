import { describe, expect, it } from 'vitest';
import { cameFromListing, isListingPath } from './backButton.ts';

const origin = 'https://www.shop.example';

describe('back to the listing', () => {
  it('knows listing paths, also under /webview', () => {
    expect(isListingPath('/damen-mode/kleider?sort=price')).toBe(true);
    expect(isListingPath('/webview/damen-mode/kleider')).toBe(true);
    expect(isListingPath('/search?q=kleid')).toBe(true);
    expect(isListingPath('/')).toBe(false);
    expect(isListingPath('/p/P100010')).toBe(false);
    expect(isListingPath('/content/faqs')).toBe(false);
  });

  it('after a client-side navigation, follows the previous page', () => {
    expect(cameFromListing({ previousPath: '/damen-mode/kleider', referrer: '', origin, historyLength: 3 })).toBe(true);
    expect(cameFromListing({ previousPath: '/p/P100001', referrer: `${origin}/damen-mode`, origin, historyLength: 3 })).toBe(false);
  });

  it('after a full load, needs a same-origin listing referrer and a previous history entry', () => {
    const load = { previousPath: null, origin, historyLength: 2 };
    expect(cameFromListing({ ...load, referrer: `${origin}/damen-mode/kleider?page=2` })).toBe(true);
    expect(cameFromListing({ ...load, referrer: `${origin}/` })).toBe(false);
    expect(cameFromListing({ ...load, referrer: 'https://www.search.example/damen-mode' })).toBe(false);
    expect(cameFromListing({ ...load, referrer: '' })).toBe(false);
    expect(cameFromListing({ ...load, referrer: `${origin}/damen-mode`, historyLength: 1 })).toBe(false);
  });
});
