import { act, render, screen } from '@testing-library/react';
import type * as Relay from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuPanel_navigation$key } from './__generated__/MenuPanel_navigation.graphql.ts';
import { MenuPanel } from './MenuPanel.tsx';

// The fragment's data is given directly; the page is a category of the tree.
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof Relay>()),
  useFragment: (_fragment: unknown, key: unknown) => key,
}));
vi.mock('./useActivePath.ts', () => ({ useActivePath: () => '/damen-mode/kleider/sommerkleider' }));
const shop = { host: 'https://www.hansebrueck.de', locale: 'de-DE' };
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ basePath: '', shop }) }));

const navigation = {
  categories: [
    {
      id: 'damen',
      name: 'Damen',
      path: '/damen-mode',
      children: [
        {
          id: 'kleider',
          name: 'Kleider',
          path: '/damen-mode/kleider',
          children: [
            { id: 'blusenkleider', name: 'Blusenkleider', path: '/damen-mode/kleider/blusenkleider' },
            { id: 'sommerkleider', name: 'Sommerkleider', path: '/damen-mode/kleider/sommerkleider' },
          ],
        },
      ],
    },
    { id: 'wohnen', name: 'Wohnen', path: '/wohnen', children: [] },
  ],
} as unknown as MenuPanel_navigation$key;

const scrolled: Array<{ element: Element; options: unknown }> = [];
beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolled.push({ element: this, options });
  };
});
afterEach(() => {
  vi.useRealTimers();
  scrolled.length = 0;
});

describe('<MenuPanel>', () => {
  it('scrolls the current category into view 400 ms after the panel opens, once it has slid in', () => {
    render(<MenuPanel navigation={navigation} onClose={() => undefined} extra={null} />);
    const current = screen.getByRole('link', { name: 'Sommerkleider' });
    expect(current.getAttribute('aria-current')).toBe('page');
    act(() => vi.advanceTimersByTime(399));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual([{ element: current, options: { block: 'nearest' } }]);
  });

  it('does not scroll once the panel has closed before', () => {
    const { unmount } = render(<MenuPanel navigation={navigation} onClose={() => undefined} extra={null} />);
    act(() => vi.advanceTimersByTime(200));
    unmount();
    act(() => vi.advanceTimersByTime(400));
    expect(scrolled).toEqual([]);
  });

  it('names its buttons in the language of the shop', () => {
    shop.locale = 'sv-SE';
    try {
      render(<MenuPanel navigation={navigation} onClose={() => undefined} extra={null} />);
      expect(screen.getByRole('button', { name: 'Stäng menyn' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Tillbaka' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Visa alla: Kleider' })).toBeTruthy();
    } finally {
      shop.locale = 'de-DE';
    }
  });
});
