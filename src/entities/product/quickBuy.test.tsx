import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuickBuyContext, useQuickBuy, type QuickBuyState, type QuickBuyStore } from './quickBuy.ts';

function storeOf(initial: QuickBuyState) {
  let current = initial;
  const listeners = new Set<() => void>();
  const store: QuickBuyStore = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    initial: () => initial,
    open: vi.fn(),
  };
  const set = (state: QuickBuyState) => {
    current = state;
    for (const listener of listeners) listener();
  };
  return { store, set };
}

function Button({ productId }: { productId: string }) {
  const quickBuy = useQuickBuy();
  if (!quickBuy) return null;
  return (
    <button type="button" disabled={quickBuy.loadingId !== null} onClick={() => quickBuy.open(productId)}>
      {productId}
    </button>
  );
}

describe('useQuickBuy', () => {
  it('is null outside a provider and while quick buy is off', () => {
    render(<Button productId="P1" />);
    expect(screen.queryByRole('button')).toBeNull();
    const { store } = storeOf({ enabled: false, loadingId: null });
    render(
      <QuickBuyContext value={store}>
        <Button productId="P1" />
      </QuickBuyContext>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders only the buttons again when quick buy comes on or a product loads, not the list around them', () => {
    const { store, set } = storeOf({ enabled: false, loadingId: null });
    let listRenders = 0;
    function List() {
      listRenders++;
      return (
        <ul>
          {['P1', 'P2'].map((id) => (
            <li key={id}>
              <Button productId={id} />
            </li>
          ))}
        </ul>
      );
    }
    render(
      <QuickBuyContext value={store}>
        <List />
      </QuickBuyContext>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    act(() => set({ enabled: true, loadingId: null }));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['P1', 'P2']);
    screen.getByRole('button', { name: 'P2' }).click();
    expect(store.open).toHaveBeenCalledWith('P2');
    act(() => set({ enabled: true, loadingId: 'P2' }));
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(listRenders).toBe(1);
  });
});
