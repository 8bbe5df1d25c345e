import { css } from '@linaria/core';
import { useEffect, useState } from 'react';

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
      ↑
    </button>
  );
}

const button = css`
  position: fixed;
  right: 1rem;
  bottom: 5rem;
  z-index: var(--z-floating);
  width: 48px;
  height: 48px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-round);
  background: var(--color-background);
  color: var(--color-text);
  font-size: 1.25rem;
  box-shadow: var(--shadow-raised);
  cursor: pointer;
`;
