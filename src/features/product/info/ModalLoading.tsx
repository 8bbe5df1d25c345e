import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

/** What a modal shows while its text loads. */
export function ModalLoading() {
  return (
    <p className={loading} role="status">
      {productTexts(usePageContext().shop.locale).productLoading()}
    </p>
  );
}

const loading = css`
  margin: 0;
  color: var(--color-muted);
`;
