import { css } from '@linaria/core';
import type { ReactNode } from 'react';

export interface TotalsRow {
  /** Names the row for tests and styles (`data-total`). */
  key: string;
  label: ReactNode;
  value: string;
}

interface Props {
  rows: readonly TotalsRow[];
  /** The last row, set apart and bold. */
  total: { label: ReactNode; value: string };
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Amounts as a description list: one row per line, the total last, set apart and bold. */
export function TotalsList({ rows, total, ...rest }: Props) {
  return (
    <dl className={list} {...rest}>
      {rows.map((row) => (
        <div key={row.key} className={line} data-total={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className={`${line} ${sum}`} data-total="total">
        <dt>{total.label}</dt>
        <dd>{total.value}</dd>
      </div>
    </dl>
  );
}

/** Small print beside a label ('inkl. MwSt.'). */
export function TotalsNote({ children }: { children: ReactNode }) {
  return <span className={note}>{children}</span>;
}

const list = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
`;
const line = css`
  display: flex;
  justify-content: space-between;
  gap: var(--space-3);
  & dd {
    margin: 0;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;
const sum = css`
  padding-top: var(--space-2);
  border-top: 1px solid var(--color-border);
  font-size: 1.125rem;
  font-weight: 700;
`;
const note = css`
  color: var(--color-muted);
  font-size: 0.875rem;
  font-weight: 400;
`;
