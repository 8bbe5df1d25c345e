import { css } from '@linaria/core';
import { Thanks } from '../../src/features/thanks/Thanks.tsx';

export function ThanksPage() {
  return (
    <section className={page}>
      <h1>Vielen Dank für Ihre Bestellung!</h1>
      <Thanks />
      {/* The recommendations' place on the thanks page (list position 'thanks'), filled by the recommendations. */}
      <div className={recommendations} data-slot="thanks-recommendations" />
    </section>
  );
}

const page = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  max-width: 56rem;
  h1 {
    margin: 0;
  }
`;
const recommendations = css`
  min-height: 22rem;
`;
