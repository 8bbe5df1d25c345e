import { css } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';

// Shared looks of the account's views: cards, definition lists, tables and hints.

export const card = css`
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  background: var(--color-background);
`;
export const stack = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
export const hint = css`
  margin: 0;
  padding: var(--space-3) var(--space-4);
  border-left: 4px solid var(--color-primary);
  background: var(--color-surface);
`;
export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-1) var(--space-4);
  margin: 0;
  dt {
    color: var(--color-muted);
  }
  dd {
    margin: 0;
  }
`;
export const table = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: var(--space-2);
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: 600;
  }
  @media not ${media.tablet} {
    font-size: 0.875rem;
  }
`;
export const list = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const sectionTitle = css`
  margin: 0 0 var(--space-3);
  font-size: 1.125rem;
`;
export const status = css`
  font-weight: 600;
  &[data-status='overdue'] {
    color: var(--color-error);
  }
  &[data-status='paid'] {
    color: var(--color-success);
  }
`;

export const twoColumns = css`
  display: grid;
  gap: var(--space-4);
  @media ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const tileGrid = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  @media ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const areaNav = css`
  ul {
    display: flex;
    gap: var(--space-2) var(--space-4);
    margin: 0;
    padding: 0 0 var(--space-2);
    overflow-x: auto;
    list-style: none;
    border-bottom: 1px solid var(--color-border);
    @media ${media.desktop} {
      flex-wrap: wrap;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: var(--touch-target);
    color: var(--color-text);
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;

export const promptColumns = css`
  display: grid;
  gap: var(--space-6);
  @media ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;
