import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { displayContents as contents, KEEP_SERVER_MARKUP } from '../styles.ts';

interface Props {
  /** Hydrate (and render on later client mounts) once this media query matches; never without it. */
  media?: string;
  children: ReactNode;
}

/**
 * Server-rendered markup the browser keeps as it is, without hydrating it, until `media` matches:
 * parts of the frame a phone does not show (the desktop navigation) or nobody sees (the crawler
 * links) cost no hydration there. When the query starts to match (a window widened past the
 * breakpoint), the children are rendered in the browser and stay rendered. The wrapper has
 * `display: contents`, so it does not change the layout.
 *
 * The children may suspend (a component whose code the browser loads only here, see
 * DesktopNavigation): hydration then keeps the server's markup until it is ready. The wrapper
 * says `data-hydrated` once the children run in the browser.
 */
export function DeferredHydration({ media, children }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [active, setActive] = useState(() => import.meta.env.SSR || (!!media && window.matchMedia(media).matches));
  useEffect(() => {
    if (active || !media) return;
    const query = window.matchMedia(media);
    const onChange = () => {
      if (query.matches) setActive(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [active, media]);

  if (active) {
    return (
      <div className={contents} data-hydrated={hydrated || undefined}>
        <Suspense fallback={null}>
          {children}
          <OnMount action={setHydrated} />
        </Suspense>
      </div>
    );
  }
  return <div className={contents} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
}

/** Calls `action(true)` once it has mounted, i.e. after the siblings before it have hydrated. */
function OnMount({ action }: { action: (value: true) => void }) {
  useEffect(() => action(true), [action]);
  return null;
}
