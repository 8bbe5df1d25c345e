import { css } from '@linaria/core';

// The looks the form kit shares between its controls.

export const control = css`
  width: 100%;
  min-height: var(--touch-target);
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  background: var(--color-background);
  color: var(--color-text);
  font: inherit;
  &[aria-invalid='true'] {
    border: 2px solid var(--color-error);
  }
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: var(--space-1);
  }
`;

export const labelText = css`
  font-weight: 700;
`;

export const hint = css`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;

export const fieldError = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

/** A checkbox or radio with its label: the whole row is the touch target. */
export const choice = css`
  display: inline-flex;
  gap: var(--space-2);
  align-items: center;
  min-height: var(--touch-target);
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: var(--color-primary);
  }
`;
