import { afterEach, describe, expect, it, vi } from 'vitest';

const loadMessages = vi.fn<(feature: string, locale: string) => Promise<void>>();
vi.mock('./load.ts', () => ({ loadMessages: (feature: string, locale: string) => loadMessages(feature, locale) }));

const { setTextsLoader, withTexts } = await import('./lazyTexts.ts');
const { startTexts } = await import('./startTexts.ts');

describe('startTexts', () => {
  afterEach(() => {
    setTextsLoader(undefined);
    loadMessages.mockReset();
  });

  it("sets the loader, so a part loaded next (a page's content items) resolves only with its texts, in the shop's language", async () => {
    let textsLoaded: () => void = () => {};
    loadMessages.mockReturnValue(new Promise<void>((resolve) => (textsLoaded = resolve)));
    const load = startTexts({ shop: { locale: 'cs-CZ' } } as never);
    let resolved = false;
    const part = withTexts(['frame'], Promise.resolve('coupon')).then((code) => {
      resolved = true;
      return code;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(loadMessages).toHaveBeenCalledWith('frame', 'cs-CZ');
    textsLoaded();
    await expect(part).resolves.toBe('coupon');
    await load(['form']);
    expect(loadMessages).toHaveBeenLastCalledWith('form', 'cs-CZ');
  });
});
