import { css } from '@linaria/core';
import { LazyRecommendationPlace } from '../../src/features/recommendations/LazyRecommendationPlace.tsx';
import { Thanks } from '../../src/features/thanks/Thanks.tsx';

export function ThanksPage() {
  return (
    <section className={page}>
      <h1>Vielen Dank für Ihre Bestellung!</h1>
      <Thanks />
      <LazyRecommendationPlace name="thanks" />
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
