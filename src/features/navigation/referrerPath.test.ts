import { describe, expect, it } from 'vitest';
import { REFERRER_KEY, rememberReferrer, storedReferrer } from './referrerPath.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('product page referrer', () => {
  it('remembers the listing and keeps it on the product page', () => {
    const storage = memoryStorage();
    rememberReferrer(storage, 'productListingPage', '/damen-mode/kleider');
    rememberReferrer(storage, 'productDetailPage', '/p/123');
    expect(storedReferrer(storage)).toBe('/damen-mode/kleider');
  });

  it('counts category-matching listings as listings', () => {
    const storage = memoryStorage();
    rememberReferrer(storage, 'categoryMatching', '/wohnen');
    expect(storedReferrer(storage)).toBe('/wohnen');
  });

  it('forgets it on other pages, so the fallback "/" applies', () => {
    const storage = memoryStorage();
    rememberReferrer(storage, 'productListingPage', '/damen-mode');
    rememberReferrer(storage, 'homepage', '/');
    expect(storedReferrer(storage)).toBe('/');
  });

  it('falls back to "/" without a value, with a foreign value, or without storage', () => {
    expect(storedReferrer(memoryStorage())).toBe('/');
    const storage = memoryStorage();
    storage.setItem(REFERRER_KEY, 'https://example.com/');
    expect(storedReferrer(storage)).toBe('/');
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberReferrer(broken, 'productListingPage', '/x')).not.toThrow();
    expect(storedReferrer(broken)).toBe('/');
  });
});
