import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('lazyComponent', () => {
  it('renders at once on the server once preloaded, loading the code only once', async () => {
    vi.stubEnv('SSR', true);
    const load = vi.fn(async () => Greeting);
    const lazy = lazyComponent(load);
    expect(() => renderToString(<lazy.Component name="Anna" />)).toThrow('preload');
    await Promise.all([lazy.preload(), lazy.preload()]);
    expect(renderToString(<lazy.Component name="Anna" />)).toBe('<p>Hallo <!-- -->Anna</p>');
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllEnvs();
  });

  it('suspends in the browser until the code is there', async () => {
    let finish: () => void = () => {};
    const lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (finish = () => resolve(Greeting))));
    render(
      <Suspense fallback={<p>Lädt</p>}>
        <lazy.Component name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Lädt')).toBeTruthy();
    await act(async () => {
      finish();
      await lazy.preload();
    });
    expect(screen.getByText('Hallo Ben')).toBeTruthy();
  });

  it('renders at once in the browser when its code was loaded before: a hydration keeps no fallback', async () => {
    // Hydrated means its effects ran: in the same pass, no task later.
    const mounted = vi.fn();
    const Hydrated = ({ name }: { name: string }) => {
      useEffect(() => mounted(name), [name]);
      return <Greeting name={name} />;
    };
    vi.stubEnv('SSR', true);
    const server = lazyComponent(async () => Hydrated);
    await server.preload();
    const tree = (component: typeof server) => (
      <Suspense fallback={<p>Lädt</p>}>
        <component.Component name="Clara" />
      </Suspense>
    );
    const html = renderToString(tree(server));
    vi.unstubAllEnvs();
    const lazy = lazyComponent(async () => Hydrated);
    await lazy.preload();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(container, tree(lazy), { onRecoverableError: recoverable });
    });
    expect(mounted).toHaveBeenCalledWith('Clara');
    expect(container.querySelector('p'), 'the server markup, hydrated').toBe(paragraph);
    expect(container.textContent).toBe('Hallo Clara');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('tries a failed load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Greeting);
    const lazy = lazyComponent(load);
    await expect(lazy.preload()).rejects.toThrow('chunk failed');
    await lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('Deferred', () => {
    /** Server markup of `<Deferred name>` in a container, the component's code loaded on the server only. */
    async function serverMarkup(name: string) {
      vi.stubEnv('SSR', true);
      const server = lazyComponent(async () => Greeting);
      await server.preload();
      const html = renderToString(<server.Deferred name={name} />);
      vi.unstubAllEnvs();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      return container;
    }

    it('renders the component in a wrapper on the server', async () => {
      const container = await serverMarkup('Anna');
      expect(container.innerHTML).toMatch(/^<div class="[^"]+"><p>Hallo <!-- -->Anna<\/p><\/div>$/);
      container.remove();
    });

    it('keeps the server markup through updates until the code is there, then renders the component', async () => {
      const container = await serverMarkup('Anna');
      let finish: () => void = () => {};
      const lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (finish = () => resolve(Greeting))));
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, <lazy.Deferred name="Anna" />);
      });
      expect(container.textContent).toBe('Hallo Anna');
      // New props before the code arrived: a Suspense boundary would show its fallback now.
      await act(async () => root!.render(<lazy.Deferred name="Ben" />));
      expect(container.textContent).toBe('Hallo Anna');
      await act(async () => {
        finish();
        await lazy.preload();
      });
      expect(container.textContent).toBe('Hallo Ben');
      act(() => root!.unmount());
      container.remove();
    });

    it('renders at once where the code is already there, and nothing where it cannot be loaded', async () => {
      const ready = lazyComponent(async () => Greeting);
      await ready.preload();
      const { container, unmount } = render(<ready.Deferred name="Carla" />);
      expect(container.textContent).toBe('Hallo Carla');
      unmount();
      const failing = lazyComponent<{ name: string }>(() => Promise.reject(new Error('chunk failed')));
      const shown = await serverMarkup('Dora');
      await act(async () => {
        hydrateRoot(shown, <failing.Deferred name="Dora" />);
      });
      expect(shown.textContent).toBe('');
      shown.remove();
    });
  });
});
