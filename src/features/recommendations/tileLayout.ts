import { css } from '@linaria/core';

// Boxes of a recommendation tile with fixed heights, shared by the tile and its loading
// placeholder, so a filled carousel is exactly as tall as the placeholder it replaces.

// Positioned, so the visually hidden texts of price and stars stay inside the scrolling track.
export const tile = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;
export const imageBox = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
  object-fit: cover;
`;
export const brandLine = css`
  display: block;
  height: 1.25rem;
  overflow: hidden;
  color: var(--color-muted);
  font-size: 0.875rem;
  line-height: 1.25rem;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
export const nameLines = css`
  display: -webkit-box;
  height: 2.5rem;
  margin: 0;
  overflow: hidden;
  font-size: 1rem;
  font-weight: 400;
  line-height: 1.25rem;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
export const priceLine = css`
  height: 1.5rem;
  overflow: hidden;
  line-height: 1.5rem;
`;
export const starsLine = css`
  height: 1rem;
`;
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
