import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { DirectOrderForm } from '../../src/features/orderform/DirectOrderForm.tsx';
import { orderformTexts } from '../../src/features/orderform/texts.ts';

export function DirectOrderFormPage() {
  return (
    <section className={page}>
      <h1>{orderformTexts(usePageContext().shop.locale).orderformTitle()}</h1>
      <DirectOrderForm />
    </section>
  );
}

const page = css`
  max-width: 64rem;
`;
