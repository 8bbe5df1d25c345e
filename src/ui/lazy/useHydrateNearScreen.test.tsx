import { act } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREENS as TILES_NEAR_SCREENS } from './HydrateWhenVisible.tsx';
import { NEAR_SCREENS, useHydrateNearScreen } from './useHydrateNearScreen.ts';

const SCREEN = 800;
let mounted: string[] = [];
let clicked: string[] = [];
let scrolled = 0;
let observers: Array<{ targets: Element[]; callback: IntersectionObserverCallback }> = [];

/** A block 600 px high, `top` px down the page, in a Suspense boundary of its own (as a content item). */
function Block({ name, top }: { name: string; top: number }) {
  const near = useHydrateNearScreen();
  useEffect(() => void mounted.push(name), [name]);
  return (
    <section data-top={top} {...near}>
      {name}
      <button type="button" onClick={() => clicked.push(name)}>
        open
      </button>
    </section>
  );
}

const Page = () => (
  <main>
    {[0, 700, 1500, 2500].map((top, index) => (
      <Suspense key={top}>
        <Block name={`b${index}`} top={top} />
      </Suspense>
    ))}
  </main>
);

beforeEach(() => {
  mounted = [];
  clicked = [];
  scrolled = 0;
  observers = [];
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(SCREEN);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0) - scrolled;
    return { top, bottom: top + 600, left: 0, right: 0, width: 0, height: 600, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { targets: [], callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

let roots = 0;

async function hydrate() {
  const identifierPrefix = `near${++roots}-`;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />, { identifierPrefix });
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError, identifierPrefix });
  });
  return { container, onRecoverableError };
}

const section = (container: Element, name: string) =>
  [...container.querySelectorAll('section')].find((element) => element.firstChild?.textContent === name)!;

describe('useHydrateNearScreen', () => {
  it('counts as near what HydrateWhenVisible counts as near', () => {
    expect(NEAR_SCREENS).toBe(TILES_NEAR_SCREENS);
  });

  it('hydrates the blocks near the screen, keeps the server markup of the rest and hydrates each as it comes near', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { container, onRecoverableError } = await hydrate();
    // Half a screen beyond the screen (up to 1200 px) counts as near: b0 and b1.
    expect(mounted.sort()).toEqual(['b0', 'b1']);
    const far = section(container, 'b3');
    const observer = observers.find((o) => o.targets.includes(far))!;
    await act(async () =>
      observer.callback([{ isIntersecting: true, target: far } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(mounted).toContain('b3');
    expect(mounted).not.toContain('b2');
    // Hydrated, not rendered anew.
    expect(far.isConnected).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a click on a waiting block that has come on the screen hydrates it at once and reaches its handler', async () => {
    const { container, onRecoverableError } = await hydrate();
    const button = section(container, 'b2').querySelector('button')!;
    expect(mounted).not.toContain('b2');
    scrolled = 1200;
    await act(async () => button.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(mounted).toContain('b2');
    expect(clicked).toEqual(['b2']);
    expect(button.isConnected).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders at once in a client render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page />));
    expect(mounted.sort()).toEqual(['b0', 'b1', 'b2', 'b3']);
    expect(observers).toHaveLength(0);
  });
});
