import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productBadges } from './badges.ts';
import { ProductBadges } from './ProductBadges.tsx';

/** The heat degree badge as the shopper sees it: lit snowflakes of three, and the level's name. */
function heatBadge(heatDegree: string) {
  render(<ProductBadges badges={productBadges({ flag: 'new', heatDegree })} />);
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
    render(<ProductBadges badges={productBadges({ flag: 'new', heatDegree: 'LEVEL_2' })} />);
    const items = screen.getAllByRole('list').at(-1)!.querySelectorAll('li');
    expect([...items].map((item) => item.dataset['kind'])).toEqual(['new', 'heatDegree']);
  });
});
