import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Catalogue from './catalogue.ts';
import type { Feature } from './catalogue.ts';
import { setTextsLoader } from './lazyTexts.ts';
import { LaterTexts, textsLoaded } from './LaterTexts.tsx';

// Whether the page has loaded the texts yet: the test decides.
const state = vi.hoisted(() => ({ loaded: true }));
vi.mock('./catalogue.ts', async (importOriginal) => {
  const catalogue = await importOriginal<typeof Catalogue>();
  return {
    ...catalogue,
    messagesOf: (...args: Parameters<typeof catalogue.messagesOf>) => {
      if (!state.loaded) throw new Error('not loaded');
      return catalogue.messagesOf(...args);
    },
  };
});

describe('LaterTexts', () => {
  afterEach(() => {
    setTextsLoader(undefined);
    state.loaded = true;
  });

  it('renders its part at once where the texts are loaded', () => {
    render(
      <LaterTexts features={['frame']} locale="de-DE">
        {() => <p>Hinweis</p>}
      </LaterTexts>,
    );
    expect(screen.getByText('Hinweis')).toBeTruthy();
  });

  it('renders its part once the texts have come, the fallback until then, and asks for them once', async () => {
    state.loaded = false;
    const asked: (readonly Feature[])[] = [];
    let arrive!: () => void;
    setTextsLoader((features) => {
      asked.push(features);
      return new Promise<void>((resolve) => (arrive = resolve));
    });
    const read = vi.fn(() => <p>Hinweis</p>);
    // Rendered in an awaited act, as a browser renders: React retries the part when the texts come.
    await act(async () => {
      render(
        <LaterTexts features={['frame']} locale="de-DE" fallback={<p>…</p>}>
          {read}
        </LaterTexts>,
      );
    });
    expect(screen.getByText('…')).toBeTruthy();
    expect(read, 'no text read before it is there').not.toHaveBeenCalled();
    await act(async () => {
      state.loaded = true;
      arrive();
      await textsLoaded(['frame']);
    });
    expect(await screen.findByText('Hinweis')).toBeTruthy();
    expect(asked).toEqual([['frame']]);
  });
});

describe('textsLoaded', () => {
  afterEach(() => setTextsLoader(undefined));

  it('asks the loader once for the same features, and resolves at once without one (the server, the tests)', async () => {
    await expect(textsLoaded(['frame'])).resolves.toBeUndefined();
    const loader = vi.fn(() => Promise.resolve());
    setTextsLoader(loader);
    await Promise.all([textsLoaded(['form']), textsLoaded(['form'])]);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
