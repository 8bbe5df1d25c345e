import { render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { SizeChoice } from './SizeChoice.tsx';

const sizes = [
  { id: 'v1', label: '38', soldOut: false },
  { id: 'v2', label: '40', soldOut: true },
];

function renderIn(locale: string) {
  const pageContext = { shop: { locale } } as unknown as PageContext;
  render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <SizeChoice sizes={sizes} selected={null} onChange={() => {}} invalid={false} />
    </VikeReactProviderPageContext>,
  );
}

describe('<SizeChoice>', () => {
  it('names the sizes and marks a sold-out one', () => {
    renderIn('de-DE');
    expect(screen.getByRole('group', { name: 'Größe' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /40/ }).closest('label')?.textContent).toBe('40 – ausverkauft');
  });

  it("speaks the shop's language", () => {
    renderIn('fr-CH');
    expect(screen.getByRole('group', { name: 'Taille' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /40/ }).closest('label')?.textContent).toBe('40 – épuisé');
  });

  it('writes ss in the Swiss German shop', () => {
    renderIn('de-CH');
    expect(screen.getByRole('group', { name: 'Grösse' })).toBeTruthy();
  });
});
