// The off-canvas menu's styles (button, dialog, panel, level list), in one module:
// linaria emits one CSS file per module, and each file is one more render-blocking request
// and one more name in the client's preload lists.
import { css } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';

// OffCanvasMenu
export const menuButton = css`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: var(--touch-target);
  min-height: var(--touch-target);
  padding: 0.125rem 0.25rem;
  border: 0;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  &:hover {
    color: var(--color-primary);
  }
  @media ${media.desktop} {
    display: none;
  }
`;

// MenuDialog
export const dialogStyle = css`
  width: min(24rem, calc(100vw - 3rem));
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0 auto 0 0;
  padding: 0;
  border: 0;
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: var(--shadow-modal);
  &::backdrop {
    background: var(--backdrop);
  }
`;

// MenuPanel
export const panelStyle = css`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  padding: 0.5rem 1rem 1.5rem;
`;
export const panelHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
export const backButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: var(--touch-target);
  padding: 0 0.5rem 0 0;
  border: 0;
  background: transparent;
  color: var(--color-primary);
  font: inherit;
  cursor: pointer;
`;
export const closeButton = css`
  min-width: var(--touch-target);
  min-height: var(--touch-target);
  border: 0;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
export const levelHeading = css`
  margin: 0.25rem 0 0.5rem;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
`;

// MenuLevelList
export const list = css`
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;
export const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: var(--touch-target);
  padding: 0.5rem 0;
  border: 0;
  border-bottom: 1px solid var(--color-border);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &[data-active] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;
export const allLink = css`
  font-weight: 700;
`;
