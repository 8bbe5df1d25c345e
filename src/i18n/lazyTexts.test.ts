import { afterEach, describe, expect, it } from 'vitest';
import type { Feature } from './catalogue.ts';
import { setTextsLoader, withTexts } from './lazyTexts.ts';

describe('withTexts', () => {
  afterEach(() => setTextsLoader(undefined));

  it("resolves a part's code only once its texts are loaded too", async () => {
    const asked: (readonly Feature[])[] = [];
    let textsLoaded!: () => void;
    setTextsLoader((features) => {
      asked.push(features);
      return new Promise<void>((resolve) => (textsLoaded = resolve));
    });
    let code: string | undefined;
    const part = withTexts(['frame', 'form'], Promise.resolve('code')).then((loaded) => (code = loaded));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(asked).toEqual([['frame', 'form']]);
    expect(code, 'not before the texts').toBeUndefined();
    textsLoaded();
    await part;
    expect(code).toBe('code');
  });

  it('passes the code on as it is where every text is loaded (the server, the tests)', async () => {
    await expect(withTexts(['frame'], Promise.resolve(1))).resolves.toBe(1);
  });
});
