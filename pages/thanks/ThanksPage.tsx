import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { LazyRecommendationPlace } from '../../src/features/recommendations/LazyRecommendationPlace.tsx';
import { Thanks } from '../../src/features/thanks/Thanks.tsx';
import { thanksTexts } from '../../src/features/thanks/texts.ts';

export function ThanksPage() {
  return (
    <section className={page}>
      <h1>{thanksTexts(usePageContext().shop.locale).thanksHeading()}</h1>
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
