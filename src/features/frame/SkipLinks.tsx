import { css } from '@linaria/core';
import { SKIP_TARGETS, skipTargetId, type SkipTarget } from '../../shop/skipTargets.ts';


/** Focuses the target and scrolls it to the centre of the screen. */
function jump(event: React.MouseEvent<HTMLAnchorElement>, target: SkipTarget) {
  const element = document.getElementById(skipTargetId(target));
  if (!element) return;
  event.preventDefault();
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  centre(element);
}

/**
 * A target taller than the screen centred as a whole shows only its middle (the home page's main
 * content is several screens high): then its heading, or else its first line, comes to the centre,
 * where the visitor sees where the jump went and the focus ring's top edge.
 */
function centre(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  if (box.height <= window.innerHeight) {
    element.scrollIntoView({ block: 'center' });
    return;
  }
  const heading = element.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  const headingBox = heading?.getBoundingClientRect();
  // A heading far down the target says less than the target's own first line.
  if (headingBox && headingBox.top - box.top < window.innerHeight / 2) {
    window.scrollBy({ top: headingBox.top + headingBox.height / 2 - window.innerHeight / 2 });
    return;
  }
  const line = parseFloat(getComputedStyle(element).lineHeight) || 24;
  window.scrollBy({ top: box.top + line / 2 - window.innerHeight / 2 });
}

export function SkipLinks({ targets }: { targets: readonly SkipTarget[] }) {
  return (
    <nav aria-label="Sprunglinks" className={list}>
      {targets.map((target) => (
        <a key={target} href={`#${skipTargetId(target)}`} className={link} onClick={(event) => jump(event, target)}>
          {SKIP_TARGETS[target]}
        </a>
      ))}
    </nav>
  );
}

const list = css`
  position: absolute;
  top: 0;
  left: 0;
  z-index: var(--z-skip-link);
`;
const link = css`
  position: absolute;
  left: 1rem;
  top: -5rem;
  padding: 0.75rem 1rem;
  white-space: nowrap;
  background: var(--color-primary);
  color: var(--color-on-primary);
  &:focus {
    top: 1rem;
  }
`;
