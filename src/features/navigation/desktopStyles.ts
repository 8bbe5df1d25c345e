// The desktop navigation's styles (tabs, level-2 row, popover), in one module:
// linaria emits one CSS file per module, and each file is one more render-blocking request
// and one more name in the client's preload lists.
import { css } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';

// DesktopNavigation
export const wrapper = css`
  max-width: var(--container-width);
  margin: 0 auto;
  padding: 0 1rem;
  @media ${media.belowDesktop} {
    display: none;
  }
`;
export const tabRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
export const tab = css`
  min-height: var(--touch-target);
  padding: 0.5rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: var(--color-primary);
    color: var(--color-primary);
  }
  &:hover {
    color: var(--color-primary);
  }
`;
export const panel = css`
  border-top: 1px solid var(--color-border);
`;

// SubNavigation
export const subRow = css`
  position: relative;
`;
export const subList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const subItem = css`
  display: flex;
`;
export const subLink = css`
  display: inline-flex;
  align-items: center;
  min-height: var(--touch-target);
  padding: 0.5rem 0.75rem;
  color: var(--color-text);
  text-decoration: none;
  &:hover,
  &[aria-expanded='true'] {
    color: var(--color-primary);
    text-decoration: underline;
  }
  &[data-active] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;

// CategoryPopover
export const popover = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: var(--z-sticky);
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem 2rem;
  max-height: 500px;
  overflow: auto;
  padding: 1rem 1.5rem;
  border: 1px solid var(--color-border);
  border-bottom-left-radius: var(--radius-l);
  border-bottom-right-radius: var(--radius-l);
  background: var(--color-background);
  box-shadow: var(--shadow-floating);
`;
export const popoverColumn = css`
  min-width: 0;
`;
export const columnHeading = css`
  margin: 0 0 0.25rem;
  font-weight: 700;
`;
export const headingLink = css`
  display: inline-flex;
  align-items: center;
  min-height: var(--touch-target);
  color: var(--color-text);
`;
export const columnList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const leafLink = css`
  display: flex;
  align-items: center;
  min-height: var(--touch-target);
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    color: var(--color-primary);
    text-decoration: underline;
  }
  &[data-highlighted] {
    color: var(--color-sale);
    font-weight: 700;
  }
  &[data-active] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;
