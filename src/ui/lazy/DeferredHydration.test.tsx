import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredHydration } from './DeferredHydration.tsx';
import { lazyComponent } from './lazyComponent.tsx';

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

  describe('with children whose code loads lazily', () => {
    /** The module as the server (ssr) or the browser has it. */
    function setup(ssr = false) {
      if (ssr) vi.stubEnv('SSR', true);
      let resolve: () => void = () => {};
      const load = vi.fn(
        () =>
          new Promise<typeof Counted>((done) => {
            resolve = () => done(Counted);
          }),
      );
      const lazy = lazyComponent(load);
      vi.unstubAllEnvs();
      const tree = (
        <DeferredHydration media="(min-width: 992px)">
          <lazy.Component label="Damenmode" />
        </DeferredHydration>
      );
      return { load, lazy, tree, finish: () => resolve() };
    }

    async function serverMarkup({ lazy, tree, finish }: ReturnType<typeof setup>) {
      const preloaded = lazy.preload();
      finish();
      await preloaded;
      vi.stubEnv('SSR', true);
      const html = renderToString(tree);
      vi.unstubAllEnvs();
      return html;
    }

    it('keeps the server markup while the code loads, then hydrates it', async () => {
      mockMedia(true);
      const html = await serverMarkup(setup(true));
      // The browser has its own copy of the module, not loaded yet.
      const browser = setup();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      rendered = 0;
      await act(async () => {
        hydrateRoot(container, browser.tree);
      });
      expect(browser.load).toHaveBeenCalledTimes(1);
      expect(rendered).toBe(0);
      expect(container.querySelector('a')?.textContent).toBe('Damenmode');
      expect(container.querySelector('[data-hydrated]')).toBeNull();
      await act(async () => browser.finish());
      expect(rendered).toBeGreaterThan(0);
      expect(container.querySelector('[data-hydrated]')).not.toBeNull();
      expect(container.querySelectorAll('a')).toHaveLength(1);
      expect(container.querySelector('a')?.textContent).toBe('Damenmode');
    });

    it('does not load the code where the query does not match', async () => {
      mockMedia(false);
      const html = await serverMarkup(setup(true));
      const browser = setup();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      await act(async () => {
        hydrateRoot(container, browser.tree);
      });
      expect(browser.load).not.toHaveBeenCalled();
      expect(container.querySelector('a')?.textContent).toBe('Damenmode');
      expect(container.querySelector('[data-hydrated]')).toBeNull();
    });
  });
});
