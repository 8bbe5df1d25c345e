import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';

/** Appears after a screen of scrolling; takes the visitor back to the top. */
export function ScrollUpButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={button}
      aria-label="Nach oben"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('page-top')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" size={20} />
    </button>
  );
}

const button = css`
  position: fixed;
  right: 1rem;
  bottom: 5rem;
  z-index: var(--z-floating);
  display: grid;
  place-items: center;
  width: calc(var(--touch-target) + var(--space-1));
  height: calc(var(--touch-target) + var(--space-1));
  border: 1px solid var(--color-border);
  border-radius: var(--radius-round);
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: var(--shadow-raised);
  cursor: pointer;
`;
