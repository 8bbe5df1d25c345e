import { act } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './HydrateWhenVisible.tsx';

const SCREEN = 800;
let mounted: string[] = [];
let clicked: string[] = [];
let scrolled = 0;
let observers: Array<{ targets: Element[]; callback: IntersectionObserverCallback; disconnected: boolean }> = [];

function Tile({ name }: { name: string }) {
  useEffect(() => void mounted.push(name), [name]);
  return (
    <article data-top={Number(name.slice(1)) * 400}>
      {name}
      <button type="button" onClick={() => clicked.push(name)}>
        open
      </button>
    </article>
  );
}

/** Three groups of two tiles, 400 px apart: the first group is on the screen, the third far below. */
function Groups({ names = ['t0', 't1', 't2', 't3', 't4', 't5'] }: { names?: string[] }) {
  return (
    <div>
      {[0, 2, 4].map((start) => (
        <Suspense key={start}>
          <HydrateWhenVisible>
            {names.slice(start, start + 2).map((name) => (
              <Tile key={name} name={name} />
            ))}
          </HydrateWhenVisible>
        </Suspense>
      ))}
    </div>
  );
}

beforeEach(() => {
  mounted = [];
  clicked = [];
  scrolled = 0;
  observers = [];
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(SCREEN);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0) - scrolled;
    return { top, bottom: top + 380, left: 0, right: 0, width: 0, height: 380, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { targets: [], callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

let roots = 0;

async function hydrate(names?: string[]) {
  // Ids of their own: what a part waits for is kept by its id for the page's life.
  const identifierPrefix = `root${++roots}-`;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Groups names={names} />, { identifierPrefix });
  document.body.append(container);
  const onRecoverableError = vi.fn();
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Groups names={names} />, { onRecoverableError, identifierPrefix });
  });
  return { container, root, onRecoverableError };
}

/** The observer that waits for a tile, told that the tile has come near. */
async function scrollTo(name: string) {
  const observer = observers.find((o) => o.targets.some((target) => target.firstChild?.textContent === name));
  expect(observer, `an observer waits for ${name}`).toBeDefined();
  const target = observer!.targets.find((t) => t.firstChild?.textContent === name)!;
  await act(async () =>
    observer!.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
  );
}

describe('<HydrateWhenVisible>', () => {
  it('hydrates the parts near the screen, keeps the server markup of the rest as it is, and hydrates each as it comes near', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { container, onRecoverableError } = await hydrate();
    // 0.5 screens beyond the screen count as near: t0–t3 (up to 1200 px), not t4 and t5.
    expect(mounted.sort()).toEqual(['t0', 't1', 't2', 't3']);
    const waitingTile = [...container.querySelectorAll('article')].find((tile) => tile.firstChild?.textContent === 't4')!;
    expect(waitingTile.isConnected).toBe(true);
    await scrollTo('t5');
    expect(mounted.sort()).toEqual(['t0', 't1', 't2', 't3', 't4', 't5']);
    expect(observers.every((o) => o.disconnected)).toBe(true);
    // Hydrated, not rendered anew: the server's elements are still there.
    expect(waitingTile.isConnected).toBe(true);
    expect(container.querySelectorAll('article')).toHaveLength(6);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders at once in a client render, without waiting for anything', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Groups />));
    expect(mounted.sort()).toEqual(['t0', 't1', 't2', 't3', 't4', 't5']);
    expect(observers).toHaveLength(0);
  });

  it('renders a waiting part with new children at once: it does not stay empty', async () => {
    const { container, root } = await hydrate();
    await act(async () => root.render(<Groups names={['t0', 't1', 't2', 't3', 'n4', 'n5']} />));
    expect([...container.querySelectorAll('article')].map((tile) => tile.firstChild?.textContent)).toEqual([
      't0',
      't1',
      't2',
      't3',
      'n4',
      'n5',
    ]);
  });

  it('a click on a waiting part that has come on the screen hydrates it at once and reaches its handler', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { container, onRecoverableError } = await hydrate();
    const button = [...container.querySelectorAll('article')]
      .find((tile) => tile.firstChild?.textContent === 't5')!
      .querySelector('button')!;
    expect(mounted).not.toContain('t5');
    // The shopper scrolled it onto the screen; the observer has not reported yet.
    scrolled = 1900;
    await act(async () => button.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(mounted).toContain('t5');
    expect(clicked).toEqual(['t5']);
    // Hydrated, not rendered anew.
    expect(button.isConnected).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
