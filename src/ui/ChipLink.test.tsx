import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChipLink, ChipList } from './ChipLink.tsx';

// Link reads the shop and base path from the page context.
const shop = vi.hoisted(() => ({ host: 'https://www.hansebrueck.de', locale: 'de-DE' }));
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ basePath: '/webview', shop }),
}));

const inList = (children: ReactNode) => render(<ChipList aria-label="Kategorien">{children}</ChipList>);

describe('<ChipLink> and <ChipList>', () => {
  it('is a link of the shop (keeps the base path) inside a named list item', () => {
    inList([
      <ChipLink key="a" href="/damen-mode">
        Damenmode
      </ChipLink>,
      <ChipLink key="b" href="/herren-mode">
        Herrenmode
      </ChipLink>,
    ]);
    const list = screen.getByRole('list', { name: 'Kategorien' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getAttribute('data-layout')).toBe('wrap');
    expect(screen.getByRole('link', { name: 'Damenmode' }).getAttribute('href')).toBe('/webview/damen-mode');
  });

  it('marks a removing chip on screen and for screen readers', () => {
    inList(
      <ChipLink href="/damen-mode" removable>
        Farbe: Rot
      </ChipLink>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Farbe: Rot × entfernen');
    expect(link.hasAttribute('data-removable')).toBe(true);
    expect(link.querySelector('[aria-hidden="true"]')!.textContent).toBe(' ×');
  });

  it("reads out the removal in the shop's language", () => {
    shop.locale = 'fr-CH';
    inList(
      <ChipLink href="/damen-mode" removable>
        Couleur : rouge
      </ChipLink>,
    );
    expect(screen.getByRole('link').textContent).toBe('Couleur : rouge × supprimer');
    shop.locale = 'de-DE';
  });

  it('passes clicks and extra classes through', () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ChipList layout="scroll">
        <ChipLink href="/x" className="extra" onClick={onClick}>
          X
        </ChipLink>
      </ChipList>,
    );
    const link = screen.getByRole('link', { name: 'X' });
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(link.classList.contains('extra')).toBe(true);
    expect(link.hasAttribute('data-removable')).toBe(false);
    expect(screen.getByRole('list').getAttribute('data-layout')).toBe('scroll');
  });
});
