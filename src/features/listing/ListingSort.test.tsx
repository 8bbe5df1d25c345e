import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingSort } from './ListingSort.tsx';
import { parseListingSearch } from './listingUrl.ts';

const shop = vi.hoisted(() => ({ locale: 'de-DE' }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ basePath: '', shop }) }));

const PATH = '/damen-mode/kleider';
const tree = (search: string, onApply: (href: string) => void) => (
  <ListingSort path={PATH} state={parseListingSearch(search).state} onApply={onApply} />
);

let root: Root | undefined;

/** The server's markup in the document; `before` runs on it before the browser hydrates it. */
async function hydrate(onApply: (href: string) => void, before?: (select: HTMLSelectElement) => void) {
  const container = document.createElement('div');
  vi.stubEnv('SSR', true);
  container.innerHTML = renderToString(tree('', onApply));
  vi.unstubAllEnvs();
  document.body.append(container);
  const select = container.querySelector('select')!;
  before?.(select);
  await act(async () => {
    root = hydrateRoot(container, tree('', onApply));
  });
  return select;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllEnvs();
  localStorage.clear();
  document.body.innerHTML = '';
  shop.locale = 'de-DE';
});

describe('ListingSort', () => {
  it("names the sorts in the shop's language", async () => {
    const select = await hydrate(vi.fn());
    expect([...select.options].map((option) => option.text)).toEqual(['Neuheiten', 'Niedrigster Preis', 'Höchster Preis', 'Topseller']);
    act(() => root?.unmount());
    shop.locale = 'nl-NL';
    const dutch = await hydrate(vi.fn());
    expect(dutch.labels[0]?.textContent).toBe('Sorteren op');
    expect([...dutch.options].map((option) => option.text)).toEqual(['Nieuw', 'Laagste prijs', 'Hoogste prijs', 'Populair']);
  });

  it('applies a choice at once and remembers it', async () => {
    const onApply = vi.fn();
    const select = await hydrate(onApply);
    fireEvent.change(select, { target: { value: 'priceAsc' } });
    expect(onApply).toHaveBeenCalledExactlyOnceWith(`${PATH}?sort=priceAsc`);
    expect(localStorage.getItem('listingSort')).toBe('priceAsc');
  });

  it('writes the default sort into the URL when the shopper chooses it', async () => {
    const onApply = vi.fn();
    const select = await hydrate(onApply);
    await act(async () => root!.render(tree('?sort=priceAsc', onApply)));
    fireEvent.change(select, { target: { value: 'topSeller' } });
    expect(onApply).toHaveBeenCalledExactlyOnceWith(`${PATH}?sort=topSeller`);
    expect(localStorage.getItem('listingSort')).toBe('topSeller');
  });

  it('applies a choice made before hydration instead of undoing it, once', async () => {
    const onApply = vi.fn();
    const select = await hydrate(onApply, (dehydrated) => {
      dehydrated.value = 'priceAsc';
    });
    expect(onApply).toHaveBeenCalledExactlyOnceWith(`${PATH}?sort=priceAsc`);
    expect(select.value).toBe('priceAsc');
    // The same choice announced again (a replayed change event) asks for nothing more.
    fireEvent.change(select, { target: { value: 'priceAsc' } });
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('follows the URL (back and forward) without applying anything', async () => {
    const onApply = vi.fn();
    const select = await hydrate(onApply);
    await act(async () => root!.render(tree('?sort=priceDesc', onApply)));
    expect(select.value).toBe('priceDesc');
    await act(async () => root!.render(tree('', onApply)));
    expect(select.value).toBe('topSeller');
    expect(onApply).not.toHaveBeenCalled();
    // After going back, choosing the sort left before applies again.
    fireEvent.change(select, { target: { value: 'priceDesc' } });
    expect(onApply).toHaveBeenCalledExactlyOnceWith(`${PATH}?sort=priceDesc`);
  });
});
