import { css } from '@linaria/core';

// The service pages' shared look: one readable column, the outcome box.

export const page = css`
  max-width: 40rem;
  margin: var(--space-5) auto var(--space-7);
  padding: 0 var(--space-4);
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
export const heading = css`
  font-size: 1.5rem;
  margin: 0;
`;
export const lead = css`
  margin: 0;
  color: var(--color-muted);
`;
export const outcome = css`
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;
export const outcomeTitle = css`
  font-size: 1.25rem;
  margin: 0;
  &:focus {
    outline: none;
  }
`;
export const small = css`
  font-size: 0.875rem;
  color: var(--color-muted);
  margin: 0;
`;
export const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;
