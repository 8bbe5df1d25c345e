import { lazy, useEffect, useState, type ComponentType, type JSX } from 'react';
import { loadOnce } from './loadOnce.ts';
import { displayContents, KEEP_SERVER_MARKUP } from '../styles.ts';

export interface LazyComponent<P> {
  /**
   * Renders the component. In the browser it suspends until its code is there, and renders at once
   * when it was preloaded (a page that loads it before hydrating hydrates it with the rest); on
   * the server it must have been preloaded, since renderToString cannot suspend.
   */
  Component: ComponentType<P>;
  /**
   * Renders the component in a wrapper that takes no box (display: contents). In the browser the
   * wrapper keeps the server's markup as it is until the code is there, then the component
   * renders in its place; it stays empty if the code cannot be loaded. Use it where the server's
   * markup must not go away meanwhile: a Suspense boundary that is still waiting for the code when
   * an update reaches it (new props from a parent that renders again) is rendered anew in the
   * browser, and shows its fallback until the code arrives.
   */
  Deferred: ComponentType<P>;
  /** Starts loading the code once; resolves when it is there. A failed load may be tried again. */
  preload(): Promise<unknown>;
}

/**
 * A component whose code is a chunk of its own, which the server can load ahead of the render.
 * The browser loads the chunk only where the component is rendered or hydrated, e.g. behind
 * DeferredHydration, which keeps the server's markup meanwhile.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  function Preloaded(props: P): JSX.Element {
    if (!loaded) throw new Error('lazyComponent: preload() it before rendering on the server');
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  function Deferred(props: P): JSX.Element {
    // The code, null when it could not be loaded, undefined while it loads.
    const [Ready, setReady] = useState<ComponentType<P> | null | undefined>(() => loaded);
    useEffect(() => {
      if (Ready !== undefined) return;
      let live = true;
      preload().then(
        () => live && setReady(() => loaded),
        () => live && setReady(null),
      );
      return () => {
        live = false;
      };
    }, [Ready]);
    if (import.meta.env.SSR) {
      return (
        <div className={displayContents}>
          <Preloaded {...props} />
        </div>
      );
    }
    if (Ready) {
      return (
        <div className={displayContents}>
          <Ready {...props} />
        </div>
      );
    }
    if (Ready === null) return <div className={displayContents} />;
    return <div className={displayContents} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
  }
  // React.lazy suspends on its first render unless the thenable it gets answers at once: code
  // loaded before (the page's hook before hydration) answers so, and renders in the same pass.
  const Component = import.meta.env.SSR
    ? Preloaded
    : lazy(() =>
        loaded
          ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as Promise<{
              default: ComponentType<P>;
            }>)
          : preload().then((component) => ({ default: component })),
      );
  return { Component, Deferred, preload };
}
