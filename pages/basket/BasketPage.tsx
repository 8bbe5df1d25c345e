import { css } from '@linaria/core';
import { BasketScreen } from '../../src/features/basket/BasketScreen.tsx';
import { ContentModal } from '../../src/features/content/ContentModal.tsx';
import { LazyRecommendationPlace } from '../../src/features/recommendations/LazyRecommendationPlace.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { basketTexts } from '../../src/features/basket/texts.ts';
import { OVERLAY_IDS } from '../../src/shop/context/overlays.ts';

/** The basket's recommendation places: under the basket, and after a line was removed. */
const RECOMMENDATIONS = {
  basket: <LazyRecommendationPlace name="basket" />,
  basketNaliRemove: <LazyRecommendationPlace name="basketNaliRemove" />,
};

/** The legal hint whose conditions the basket's coupon note links (content API id). */
const BASKET_LEGAL_HINT = 'versandfrei-bedingungen';

// The shell is the same for every visitor; BasketScreen loads the basket in the browser. The
// content modals load their text when opened; the shipping-cost modal belongs to the layout.
export function BasketPage() {
  const t = basketTexts(usePageContext().shop.locale);
  return (
    <div className={page}>
      <h1 className={title}>{t.basketTitle()}</h1>
      <BasketScreen legalHintId={BASKET_LEGAL_HINT} recommendations={RECOMMENDATIONS} />
      <ContentModal id={OVERLAY_IDS.legalHint} contentKey={BASKET_LEGAL_HINT} title={t.basketConditions()} />
      <ContentModal id={OVERLAY_IDS.orderInformation} contentKey="orderInformation" title={t.basketOrderInformation()} />
      <ContentModal id={OVERLAY_IDS.disposalNote} contentKey="disposalNote" title={t.basketDisposalNote()} />
    </div>
  );
}

const page = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
const title = css`
  margin: 0;
  font-size: 1.75rem;
`;
