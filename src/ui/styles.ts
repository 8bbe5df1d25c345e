import { css } from '@linaria/core';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A round 44 px icon button (arrows, back, share, quick buy): the touch target the shop uses everywhere. */
export const roundButton = css`
  display: grid;
  place-items: center;
  width: var(--touch-target);
  height: var(--touch-target);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-round);
  background: var(--color-background);
  color: var(--color-text);
  cursor: pointer;
`;

/** A wrapper that takes no box of its own: its children lay out as the parent's. */
export const displayContents = css`
  display: contents;
`;

/**
 * React keeps an element's server markup when it hydrates it with this as
 * dangerouslySetInnerHTML, and leaves it alone afterwards while the prop keeps this value.
 */
export const KEEP_SERVER_MARKUP = { __html: '' };
