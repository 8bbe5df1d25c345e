import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { media } from '../../ui/breakpoints.ts';
import { basketTexts } from './texts.ts';

/** The basket's place while it loads: the shape of two lines and the summary, so nothing jumps. */
export function BasketSkeleton() {
  const { locale } = usePageContext().shop;
  return (
    <div className={columns} role="status" aria-label={basketTexts(locale).basketLoadingLabel()} data-testid="basket-skeleton">
      <div className={lines}>
        <div className={line} />
        <div className={line} />
      </div>
      <div className={summary} />
    </div>
  );
}

const columns = css`
  display: grid;
  gap: var(--space-5);
  @media ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;
const lines = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
const line = css`
  height: 11rem;
  border-radius: var(--radius-m);
  background: var(--color-surface);
`;
const summary = css`
  height: 16rem;
  border-radius: var(--radius-m);
  background: var(--color-surface);
`;
