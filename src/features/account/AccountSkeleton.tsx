import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { accountTexts } from './accountTexts.ts';

/** Grey blocks in the shape of the content, so nothing moves when it arrives. */
export function AccountSkeleton({ lines = 4 }: { lines?: number }) {
  const { locale } = usePageContext().shop;
  return (
    <div aria-busy="true" aria-label={accountTexts(locale).accountLoading()} className={skeleton}>
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
