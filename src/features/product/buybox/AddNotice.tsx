import { css } from '@linaria/core';
import { Link } from '../../../ui/Link.tsx';
import type { Notice } from './addNotice.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

/**
 * The add-to-basket notification under the button. Always rendered (empty when there is none), so
 * screen readers announce what appears: errors as alerts, confirmations as status. Once the article
 * is in, it links on to the basket: the next stop after the button, for a keyboard as for a finger.
 */
export function AddNotice({ id, notice }: { id: string; notice: Notice | null }) {
  const texts = productTexts(usePageContext().shop.locale);
  return (
    <div id={id} role={notice?.kind === 'error' ? 'alert' : 'status'} className={box} data-kind={notice?.kind}>
      {notice?.text}
      {notice?.toBasket && (
        <>
          {' '}
          <Link href="/basket" className={basketLink}>
            {texts.productToBasket()}
          </Link>
        </>
      )}
    </div>
  );
}

const box = css`
  &:empty {
    display: none;
  }
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-m);
  &[data-kind='error'] {
    background: var(--color-surface);
    border-left: 4px solid var(--color-error);
  }
  &[data-kind='success'] {
    background: var(--color-surface);
    border-left: 4px solid var(--color-success);
  }
`;

const basketLink = css`
  font-weight: 600;
  white-space: nowrap;
`;
