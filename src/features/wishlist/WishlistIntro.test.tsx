import { render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { WishlistIntro } from './WishlistIntro.tsx';

const renderIntro = (locale: string) =>
  render(
    <VikeReactProviderPageContext pageContext={{ shop: { locale } } as unknown as PageContext}>
      <WishlistIntro />
    </VikeReactProviderPageContext>,
  );

describe('WishlistIntro', () => {
  it('heads the page and explains the three steps in German', () => {
    renderIntro('de-DE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mein Merkzettel');
    expect(screen.getAllByRole('listitem').map((step) => step.querySelector('strong')?.textContent)).toEqual([
      '1. Artikel auswählen',
      '2. Merken',
      '3. Später bestellen',
    ]);
  });

  it("reads the shop's language: a Swiss French page in French", () => {
    renderIntro('fr-CH');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mes favoris');
    expect(screen.getByText("Un clic sur le cœur ajoute l'article à vos favoris.", { exact: false })).toBeTruthy();
  });
});
