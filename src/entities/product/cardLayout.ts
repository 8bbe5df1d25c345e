import { css } from '@linaria/core';

// Boxes of a product card in a carousel with fixed heights, shared by the card and the
// carousel's loading placeholder, so a filled carousel is exactly as tall as the placeholder it
// replaces.

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
