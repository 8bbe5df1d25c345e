import { css } from '@linaria/core';

// The carousel's heading line and the placeholder's bars, with fixed heights, shared by the
// carousel and its loading placeholder (the product cards' boxes: src/entities/product/cardLayout.ts),
// so a filled carousel is exactly as tall as the placeholder it replaces.

/** The heading line: the slider's title and, once loaded, its 'more from' category link, on one line. */
export const headingRow = css`
  display: flex;
  align-items: center;
  height: 2rem;
  gap: var(--space-3);
  margin: 0 0 var(--space-3);
`;
export const heading = css`
  flex: 1 1 auto;
  min-width: 0;
  height: 2rem;
  margin: 0;
  overflow: hidden;
  font-size: 1.25rem;
  line-height: 2rem;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
export const bar = css`
  display: block;
  background: var(--color-surface);
  border-radius: var(--radius-s);
`;
export const moreLink = css`
  flex: 0 1 auto;
  max-width: 50%;
  overflow: hidden;
  line-height: 2rem;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
