import { css } from '@linaria/core';
import { DirectOrderForm } from '../../src/features/orderform/DirectOrderForm.tsx';

export function DirectOrderFormPage() {
  return (
    <section className={page}>
      <h1>Bestellschein</h1>
      <DirectOrderForm />
    </section>
  );
}

const page = css`
  max-width: 64rem;
`;
