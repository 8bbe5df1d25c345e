import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'vike/client/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';
import { DIRECT_NAVIGATION_DELAY_MS, SUGGESTION_DEBOUNCE_MS } from './searchRules.ts';
import { loadSearchOperations } from './loadOperations.ts';
import { searchTestEnvironment } from './testProviders.tsx';

vi.mock('vike/client/router', () => ({ navigate: vi.fn(() => Promise.resolve()) }));

const price = { min: 4999, old: 0, currency: 'EUR', priceRange: false };
const suggestion = {
  id: 'suggestion-kleid',
  brands: [{ id: 'elbstrand', name: 'Elbstrand' }],
  categories: [],
  products: [
    { id: 'sp-1', product: { id: '4711', name: 'Sommerkleid Jersey', images: [], price } },
    { id: 'sp-2', product: { id: '4712', name: 'Sommerkleid Leinen', images: [], price } },
  ],
};
const lookup = { productId: null, category: null, term: null, redirect: null };

function renderField() {
  const { calls, wrapper } = searchTestEnvironment({
    SearchSuggestionsQuery: async () => ({ suggestion }),
    SearchFieldLookupQuery: async () => ({ searchField: lookup }),
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<SearchField />, { wrapper });
  const input = screen.getByRole('combobox', { name: 'Suche' });
  const typeAndWait = async (text: string) => {
    await user.type(input, text);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
  };
  return { calls, user, input, typeAndWait };
}

// In the shop the field's focus loads the operations; here they are loaded before the tests.
beforeAll(() => loadSearchOperations());

describe('<SearchField>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains pending work with a timer; under fake timers it advances them through `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    // jsdom lays nothing out; the active option is scrolled into view.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(navigate).mockClear();
  });

  it('asks for suggestions after a pause in typing and lists them', async () => {
    const { calls, input, typeAndWait } = renderField();
    await typeAndWait('kleid');
    expect(calls.filter((call) => call.name === 'SearchSuggestionsQuery').map((call) => call.variables)).toEqual([
      { input: { term: 'kleid', locale: 'de-DE' } },
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Elbstrand',
      expect.stringContaining('Sommerkleid Jersey'),
      expect.stringContaining('Sommerkleid Leinen'),
    ]);
    expect(screen.getByTestId('search-status').textContent).toBe('3 Ergebnisse verfügbar.');
  });

  it('moves the active option with the arrow keys, wrapping around', async () => {
    const { user, input, typeAndWait } = renderField();
    await typeAndWait('kleid');
    const options = screen.getAllByRole('option');
    const active = () => input.getAttribute('aria-activedescendant');
    expect(active()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[2]?.id);
  });

  it('submits the typed term with Enter and goes to the search results', async () => {
    const { calls, user, typeAndWait } = renderField();
    await typeAndWait('sommerkleid');
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(DIRECT_NAVIGATION_DELAY_MS));
    expect(calls.find((call) => call.name === 'SearchFieldLookupQuery')?.variables).toEqual({
      input: { term: 'sommerkleid', locale: 'de-DE' },
    });
    expect(navigate).toHaveBeenCalledWith('/search?q=sommerkleid&searchOrigin=directSearch&searchTerm=sommerkleid');
  });

  it('follows the active product suggestion on Enter', async () => {
    const { user, typeAndWait } = renderField();
    await typeAndWait('kleid');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(DIRECT_NAVIGATION_DELAY_MS));
    expect(navigate).toHaveBeenCalledWith(
      '/p/4711?suggestionType=product&suggestion=Sommerkleid+Jersey&searchOrigin=pdp%2Fsuggestion&searchTerm=kleid',
    );
  });

  it('closes the list on Escape', async () => {
    const { user, input, typeAndWait } = renderField();
    await typeAndWait('kleid');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
