import { css } from '@linaria/core';

// Shared looks of content boxes; the layout colours are shared with the product page (src/ui).

export const boxStyle = css`
  padding: var(--space-5);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const boxTitle = css`
  margin: 0 0 var(--space-2);
  font-family: var(--font-heading);
  font-size: 1.125rem;
`;

export { colored, layoutColor } from '../../../ui/layoutColor.ts';

export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
