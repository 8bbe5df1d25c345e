import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';

/** Appears after a screen of scrolling; takes the visitor back to the top. */
export function ScrollUpButton() {
  const [visible, setVisible] = useState(false);
  const label = useLayoutTexts().layoutScrollUp();
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Button
      variant="icon"
      className={floating}
      aria-label={label}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('page-top')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" size={20} />
    </Button>
  );
}

// Floats over the page, lifted by a shadow.
const floating = css`
  position: fixed;
  right: var(--space-4);
  bottom: 5rem;
  z-index: var(--z-floating);
  box-shadow: var(--shadow-raised);
`;
