import { css } from '@linaria/core';
import { lazy, Suspense } from 'react';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { Button } from '../../../ui/Button.tsx';
import { formatPrice } from '../../../ui/formatPrice.ts';
import { useModal } from '../../../ui/useModal.ts';
import { Price } from '../../../entities/price/Price.tsx';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';
import type { CampaignHighlight } from './CampaignBadge.tsx';
import { isReduced, piecesPerSalesUnit, unitPrice, type PriceView } from './price.ts';
import { productTexts } from '../texts.ts';

// Few prices belong to a campaign: its badge (and the legal hint it opens) loads only for them, in
// the browser once the page has hydrated. The server keeps its place free: it cannot wait for a
// lazy component (renderToString), and a boundary it leaves unfinished makes hydration fail over
// to a client render (React error 419).
const inBrowser = () => true;
const CampaignBadge = lazy(() => import('./CampaignBadge.tsx').then((module) => ({ default: module.CampaignBadge })));

interface Props {
  view: PriceView;
  locale: string;
  /** '3er-Pack', 'Paar', …; a multi-piece unit also shows the price of one piece. */
  salesUnit: string | null | undefined;
  /** The campaign the price belongs to: its badge, which opens its conditions. */
  campaign?: CampaignHighlight | null | undefined;
}

/** The buy box price: 'ab'/'nur', old price and saving when reduced, unit price of packs. */
export function PriceDisplay({ view, locale, salesUnit, campaign }: Props) {
  const texts = productTexts(locale);
  const pieces = piecesPerSalesUnit(salesUnit);
  // The shipping-cost modal is mounted by the layout.
  const shippingCost = useModal(OVERLAY_IDS.shippingCost);
  const hydrated = useBrowserValue(inBrowser, []) === true;
  return (
    <div className={box} data-testid="buybox-price">
      {campaign &&
        (hydrated ? (
          <Suspense fallback={<span className={badgeSpace} />}>
            <CampaignBadge campaign={campaign} />
          </Suspense>
        ) : (
          <span className={badgeSpace} />
        ))}
      <p className={row}>
        <Price
          amount={view.amount}
          old={view.old}
          currency={view.currency}
          locale={locale}
          range={view.prefix === 'ab'}
          variant={isReduced(view.amount, view.old) ? 'atbReduced' : 'atbDefault'}
        />
      </p>
      {view.saving !== null && (
        <p className={saving}>
          {view.savingUpTo ? texts.productYouSaveUpTo({ saving: view.saving }) : texts.productYouSave({ saving: view.saving })}
        </p>
      )}
      {salesUnit && (
        <p className={unit}>
          {salesUnit}
          {pieces && ` · ${texts.productPerPiece({ price: formatPrice(unitPrice(view.amount, pieces), view.currency, locale) })}`}
        </p>
      )}
      <p className={unit}>
        {texts.productInclVat()}{' '}
        <Button
          variant="link"
          className={shippingLink}
          aria-haspopup="dialog"
          onClick={shippingCost.show}
          data-testid="buybox-shipping-cost"
        >
          {texts.productPlusShipping()}
        </Button>
      </p>
    </div>
  );
}

const box = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  p {
    margin: 0;
  }
`;
const row = css`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  flex-wrap: wrap;
`;
const saving = css`
  color: var(--color-sale);
  font-weight: 700;
`;
const unit = css`
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const shippingLink = css`
  min-height: 0;
  padding: 0;
  font-size: inherit;
  font-weight: inherit;
`;
const badgeSpace = css`
  display: block;
  height: 1.5rem;
`;
