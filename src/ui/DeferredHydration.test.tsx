import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredHydration } from './DeferredHydration.tsx';

type Listener = () => void;
function mockMedia(initial: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initial,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(matches: boolean) {
      query.matches = matches;
      for (const listener of listeners) listener();
    },
  };
}

let rendered = 0;
function Counted({ label }: { label: string }) {
  rendered++;
  return <a href="/damen-mode">{label}</a>;
}

async function hydrate(media?: string) {
  const tree = (
    <DeferredHydration media={media}>
      <Counted label="Damenmode" />
    </DeferredHydration>
  );
  const container = document.createElement('div');
  vi.stubEnv('SSR', true);
  container.innerHTML = renderToString(tree);
  vi.unstubAllEnvs();
  document.body.append(container);
  rendered = 0;
  await act(async () => {
    hydrateRoot(container, tree);
  });
  return container;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
});

describe('DeferredHydration', () => {
  it('keeps the server markup without rendering its children while the query does not match', async () => {
    mockMedia(false);
    const container = await hydrate('(min-width: 992px)');
    expect(rendered).toBe(0);
    expect(container.querySelector('a')?.textContent).toBe('Damenmode');
  });

  it('hydrates at once where the query matches', async () => {
    mockMedia(true);
    const container = await hydrate('(min-width: 992px)');
    expect(rendered).toBeGreaterThan(0);
    expect(container.querySelector('a')?.textContent).toBe('Damenmode');
  });

  it('renders the children once the query starts to match, and keeps them', async () => {
    const media = mockMedia(false);
    await hydrate('(min-width: 992px)');
    expect(rendered).toBe(0);
    await act(async () => media.change(true));
    expect(rendered).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Damenmode' })).toBeTruthy();
    const count = rendered;
    await act(async () => media.change(false));
    expect(rendered).toBe(count);
    expect(screen.getByRole('link', { name: 'Damenmode' })).toBeTruthy();
  });

  it('never hydrates without a query, and renders nothing on a later client mount', async () => {
    mockMedia(true);
    const container = await hydrate();
    expect(rendered).toBe(0);
    expect(container.querySelector('a')).not.toBeNull();
    render(
      <DeferredHydration>
        <Counted label="Später" />
      </DeferredHydration>,
    );
    expect(rendered).toBe(0);
    expect(screen.queryByRole('link', { name: 'Später' })).toBeNull();
  });
});
