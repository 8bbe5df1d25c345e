import { render, screen, within } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { productBadges } from './badges.ts';
import { ProductBadges } from './ProductBadges.tsx';

/** The heat degree badge as the shopper sees it: lit snowflakes of three, and the level's name. */
function heatBadge(heatDegree: string) {
  render(<ProductBadges badges={productBadges('de-DE', { flag: 'new', heatDegree })} />);
  const badge = within(screen.getByRole('list', { name: 'Hinweise zum Artikel' }))
    .getAllByRole('listitem')
    .find((item) => item.dataset['kind'] === 'heatDegree');
  if (!badge) return null;
  const flakes = [...badge.querySelectorAll('[aria-hidden="true"] > span')];
  return {
    text: badge.textContent?.replaceAll('❄', ''),
    flakes: flakes.map((flake) => (flake.hasAttribute('data-on') ? '❄' : '·')).join(''),
    hidden: badge.querySelector('[aria-hidden="true"]') !== null,
  };
}

describe('<ProductBadges> heat degree', () => {
  it.each([
    ['LEVEL_1', 'Mittel/Übergang', '❄··'],
    ['LEVEL_2', 'Warm', '❄❄·'],
    ['LEVEL_3', 'Extra warm', '❄❄❄'],
  ])('%s shows three snowflakes, %s with %s lit', (level, text, flakes) => {
    // The snowflakes are decorative: the name says the level to a screen reader.
    expect(heatBadge(level)).toEqual({ text, flakes, hidden: true });
  });

  it('shows no heat badge for LEVEL_0, after the flag badge otherwise', () => {
    expect(heatBadge('LEVEL_0')).toBeNull();
    render(<ProductBadges badges={productBadges('de-DE', { flag: 'new', heatDegree: 'LEVEL_2' })} />);
    const items = screen.getAllByRole('list').at(-1)!.querySelectorAll('li');
    expect([...items].map((item) => item.dataset['kind'])).toEqual(['new', 'heatDegree']);
  });
});

describe('<ProductBadges> in another shop', () => {
  it("names the list and the badges in the shop's language", () => {
    const pageContext = { shop: { locale: 'fr-CH' } } as unknown as PageContext;
    render(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <ProductBadges badges={productBadges('fr-CH', { flag: 'exclusiveOnline', heatDegree: 'SUMMER' })} />
      </VikeReactProviderPageContext>,
    );
    const list = screen.getByRole('list', { name: 'Infos sur l’article' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Exclusivité web', 'Léger d’été']);
  });
});
