import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBrowserValue } from './useBrowserValue.ts';
import { useAfterHydration, useFrameBrowserValue, useTransitionStore, type TransitionStore } from './useTransitionStore.ts';

interface State {
  on: boolean;
  busy: string | null;
}

function storeOf(initial: State, current: State = initial) {
  const listeners = new Set<() => void>();
  const store: TransitionStore<State> = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    initial: () => initial,
  };
  const set = (state: State) => {
    current = state;
    for (const listener of listeners) listener();
  };
  return { store, set, listeners };
}

// A part whose code (or data) is not there yet when it first shows: it suspends.
const never = new Promise<never>(() => {});
function Waiting(): null {
  use(never);
  return null;
}

const busyOnly = (previous: State, next: State) => previous.on === next.on;

function Part({ store }: { store: TransitionStore<State> }) {
  const state = useTransitionStore(store, busyOnly);
  return (
    <p>
      {state.on ? 'an' : 'aus'}
      {state.busy && <Waiting />}
    </p>
  );
}

function Page({ store }: { store: TransitionStore<State> }) {
  return (
    <Suspense fallback={<p>lädt</p>}>
      <Part store={store} />
      <Part store={store} />
    </Suspense>
  );
}

describe('useTransitionStore', () => {
  it('renders the server and hydration with the initial value, then the store’s', async () => {
    const { store } = storeOf({ on: false, busy: null }, { on: true, busy: null });
    const html = renderToString(<Page store={store} />);
    expect(html).toContain('aus');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page store={store} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors, 'no hydration mismatch').toEqual([]);
    expect(container.textContent).toBe('anan');
    container.remove();
  });

  it('renders a change in a transition: what is shown stays while a part of the new state loads', async () => {
    const { store, set } = storeOf({ on: false, busy: null });
    render(<Page store={store} />);
    expect(screen.getAllByText('aus')).toHaveLength(2);
    // Coming on together with a part that suspends: a synchronous update would show the fallback.
    await act(async () => set({ on: true, busy: 'P1' }));
    expect(screen.queryByText('lädt')).toBeNull();
    expect(screen.getAllByText('aus')).toHaveLength(2);
  });

  it('renders an urgent change (the shopper’s own action) at once', async () => {
    const { store, set } = storeOf({ on: true, busy: null });
    render(<Page store={store} />);
    await act(async () => {});
    expect(screen.getAllByText('an')).toHaveLength(2);
    // Same `on`, so urgent: rendered synchronously, and the suspending part shows the fallback.
    await act(async () => set({ on: true, busy: 'P1' }));
    expect(screen.getByText('lädt')).toBeTruthy();
  });

  it('lets go of the store when it unmounts', async () => {
    const { store, listeners } = storeOf({ on: false, busy: null });
    const { unmount } = render(<Page store={store} />);
    expect(listeners.size).toBe(2);
    unmount();
    expect(listeners.size).toBe(0);
  });
});

describe('useAfterHydration', () => {
  function Shown() {
    return <span>{useAfterHydration() ? 'Browser' : 'Server'}</span>;
  }

  it('is false on the server and in hydration, true once hydrated', async () => {
    const html = renderToString(<Shown />);
    expect(html).toContain('Server');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Shown />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Browser');
  });
});

describe('useFrameBrowserValue', () => {
  const CHANGED = 'test-value-changed';
  let value = 'an';
  const read = () => value;
  type Hook = (read: () => string, events: readonly string[]) => string | null;

  // Shows the value; 'lädt nach' suspends, as a part does whose code is not there yet.
  function Banner({ hook }: { hook: Hook }) {
    const shown = hook(read, [CHANGED]);
    return (
      <p>
        {shown ?? 'unbekannt'}
        {shown === 'lädt nach' && <Waiting />}
      </p>
    );
  }

  function Frame({ hook }: { hook: Hook }) {
    return (
      <Suspense fallback={<p>lädt</p>}>
        <Banner hook={hook} />
      </Suspense>
    );
  }

  // React hides what a suspended boundary showed and adds its fallback.
  const fallbackShown = (container: HTMLElement) => [...container.querySelectorAll('p')].some((p) => p.textContent === 'lädt');

  async function hydrated(hook: Hook) {
    const html = renderToString(<Frame hook={hook} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Frame hook={hook} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors, 'no hydration mismatch').toEqual([]);
    return container;
  }

  it('renders null on the server and in hydration, then the browser’s value', async () => {
    value = 'an';
    expect(renderToString(<Frame hook={useFrameBrowserValue} />)).toContain('unbekannt');
    const container = await hydrated(useFrameBrowserValue);
    expect(container.textContent).toBe('an');
    container.remove();
  });

  it('follows hydration in a transition, where useBrowserValue renders synchronously', async () => {
    // A value whose part suspends tells the two apart: a synchronous render shows the fallback, a
    // transition keeps what the server rendered until the part is ready.
    value = 'lädt nach';
    const framed = await hydrated(useFrameBrowserValue);
    expect(fallbackShown(framed)).toBe(false);
    expect(framed.textContent).toBe('unbekannt');
    framed.remove();
    const synchronous = await hydrated(useBrowserValue);
    expect(fallbackShown(synchronous)).toBe(true);
    synchronous.remove();
  });

  it('renders a later change at once: it answers something the visitor did', async () => {
    value = 'an';
    const container = await hydrated(useFrameBrowserValue);
    expect(container.textContent).toBe('an');
    value = 'lädt nach';
    await act(async () => {
      window.dispatchEvent(new Event(CHANGED));
    });
    expect(fallbackShown(container)).toBe(true);
    container.remove();
  });
});
