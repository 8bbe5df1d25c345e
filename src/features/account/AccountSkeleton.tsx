import { css } from '@linaria/core';

/** Grey blocks in the shape of the content, so nothing moves when it arrives. */
export function AccountSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div aria-busy="true" aria-label="Wird geladen" className={skeleton}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={bar} />
      ))}
    </div>
  );
}

const skeleton = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;
const bar = css`
  height: 4.5rem;
  border-radius: var(--radius-l);
  background: var(--color-surface);
`;
