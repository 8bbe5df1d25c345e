import { render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { ColourTiles } from './ColourTiles.tsx';

const colours = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `C${index}`, code: '#336699', label: `Farbe ${index + 1}`, isSoldOut: index === 1 }));

function renderIn(locale: string, count = 3) {
  const pageContext = { shop: { locale }, basePath: '' } as unknown as PageContext;
  render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <ColourTiles colors={colours(count)} productId="P1" productName="Shirt" epid={undefined} productHref="/p/P1" onClick={() => {}} />
    </VikeReactProviderPageContext>,
  );
}

describe('<ColourTiles>', () => {
  it('names the colours with the product, a sold-out one as such', () => {
    renderIn('de-DE');
    expect(screen.getByRole('list', { name: 'Farben' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shirt in Farbe 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shirt in Farbe 2, ausverkauft' })).toBeTruthy();
  });

  it("speaks the shop's language", () => {
    renderIn('cs-CZ', 12);
    expect(screen.getByRole('list', { name: 'Barvy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shirt, barva Farbe 2, vyprodáno' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Další barvy' })).toBeTruthy();
  });
});
