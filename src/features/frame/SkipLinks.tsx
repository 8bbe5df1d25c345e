import { css } from '@linaria/core';
import { skipTargetId, type SkipTarget } from '../../shop/context/skipTargets.ts';
import { focusAndCentre } from '../../ui/focusCentre.ts';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';

/** Focuses the target and scrolls it to the centre of the screen. */
function jump(event: React.MouseEvent<HTMLAnchorElement>, target: SkipTarget) {
  const element = document.getElementById(skipTargetId(target));
  if (!element) return;
  event.preventDefault();
  focusAndCentre(element);
}

export function SkipLinks({ targets }: { targets: readonly SkipTarget[] }) {
  const texts = useLayoutTexts();
  return (
    <nav aria-label={texts.layoutSkipLinks()} className={list}>
      {targets.map((target) => (
        <a key={target} href={`#${skipTargetId(target)}`} className={link} onClick={(event) => jump(event, target)}>
          {texts.layoutSkip({ target })}
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
