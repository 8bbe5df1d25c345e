import { lazy, type ComponentType, type JSX } from 'react';
import { loadOnce } from './loadOnce.ts';

export interface LazyComponent<P> {
  /**
   * Renders the component. In the browser it suspends until its code is there (React.lazy); on
   * the server it must have been preloaded, since renderToString cannot suspend.
   */
  Component: ComponentType<P>;
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
  const Component = import.meta.env.SSR ? Preloaded : lazy(() => preload().then((component) => ({ default: component })));
  return { Component, preload };
}
