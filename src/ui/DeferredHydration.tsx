import { css } from '@linaria/core';
import { useEffect, useState, type ReactNode } from 'react';

// React keeps an element's server markup when it hydrates it with dangerouslySetInnerHTML, and
// leaves it alone afterwards while that prop keeps its value.
const KEEP_SERVER_MARKUP = { __html: '' };

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
 */
export function DeferredHydration({ media, children }: Props) {
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

  if (active) return <div className={contents}>{children}</div>;
  return <div className={contents} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
}

const contents = css`
  display: contents;
`;
