import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenOpened } from './WhenOpened.tsx';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('WhenOpened', () => {
  it('loads and mounts its children only once the overlay opens, then keeps them', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Versandkosten</p> }));
    const Lazy = lazy(load);
    render(
      <WhenOpened id="shippingCostModal">
        <Lazy />
      </WhenOpened>,
    );
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      location.hash = '#shippingCostModal';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByText('Versandkosten')).toBeTruthy();
    await act(async () => {
      location.hash = '';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('Versandkosten')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens from the URL on arrival', async () => {
    history.replaceState(null, '', '/#headerAuthModal');
    render(
      <WhenOpened id="headerAuthModal">
        <p>Anmeldung</p>
      </WhenOpened>,
    );
    expect(await screen.findByText('Anmeldung')).toBeTruthy();
  });
});
