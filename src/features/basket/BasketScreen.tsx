import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { RetryButton } from '../../relay/RetryButton.tsx';
import { PersonalQuery } from '../../relay/usePersonalQuery.tsx';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { track } from '../../shop/analytics/index.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { useModal } from '../../ui/useModal.ts';
import { media } from '../../ui/breakpoints.ts';
import type { BasketScreen_basket$key } from './__generated__/BasketScreen_basket.graphql.ts';
import type { BasketScreenQuery as QueryType } from './__generated__/BasketScreenQuery.graphql.ts';
import { BasketDisposalService } from './BasketDisposalService.tsx';
import { basketHints, checkoutBlocker, type ShownHint } from './basketHints.ts';
import { BasketItemRow, type RemovedLine } from './BasketItemRow.tsx';
import { basketMessage, defaultMessage } from './basketMessages.ts';
import { BASKET_VARIABLES, BasketScreenQuery } from './BasketScreenQuery.ts';
import { BasketSkeleton } from './BasketSkeleton.tsx';
import { BasketTotals } from './BasketTotals.tsx';
import { BASKET_LIST, formatIsoDate } from './itemRules.ts';
import { basketTexts } from './texts.ts';
import { useReAddItemMutation } from './useReAddItemMutation.ts';

/** Recommendation places of the basket page, filled by the recommendations feature. */
export interface BasketRecommendations {
  /** Under the basket. */
  basket?: ReactNode;
  /** After a line was removed ('basketNaliRemove'). */
  basketNaliRemove?: ReactNode;
}

interface Props {
  recommendations?: BasketRecommendations;
  /** The legal hint (content API id) whose conditions the coupon note links; none: no link. */
  legalHintId?: string | null;
}

/**
 * The basket. Personal data: the basket page's +data loads it on the server with the visitor's
 * token, so the page comes with the basket and hydrates without a request; it is loaded again when
 * the window regains focus (another tab may have changed it). See usePersonalQuery.
 */
export function BasketScreen({ recommendations, legalHintId }: Props) {
  return (
    <PersonalQuery<QueryType>
      query={BasketScreenQuery}
      variables={BASKET_VARIABLES}
      skeleton={<BasketSkeleton />}
      failure={(retry) => <LoadFailed onRetry={retry} />}
    >
      {(queryRef, retry) => (
        <LoadedBasket queryRef={queryRef} recommendations={recommendations} legalHintId={legalHintId ?? null} onRetry={retry} />
      )}
    </PersonalQuery>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { shop } = usePageContext();
  return (
    <div className={failed} data-testid="basket-load-failed">
      <p role="alert">{defaultMessage(shop.locale, shop.servicePhone)}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

function LoadedBasket({
  queryRef,
  recommendations,
  legalHintId,
  onRetry,
}: {
  queryRef: PreloadedQuery<QueryType>;
  recommendations?: BasketRecommendations;
  legalHintId: string | null;
  onRetry: () => void;
}) {
  const data = usePreloadedQuery<QueryType>(BasketScreenQuery, queryRef);
  if (!data.basket) return <LoadFailed onRetry={onRetry} />;
  return <BasketContent basket={data.basket} recommendations={recommendations} legalHintId={legalHintId} />;
}

function BasketContent({
  basket: key,
  recommendations,
  legalHintId,
}: {
  basket: BasketScreen_basket$key;
  recommendations?: BasketRecommendations;
  legalHintId: string | null;
}) {
  const basket = useFragment(
    graphql`
      fragment BasketScreen_basket on Basket {
        id
        count
        items {
          id
          ...BasketItemRow_item
        }
        freeGift {
          id
        }
        hints {
          code
          params {
            name
            value
          }
        }
        totals {
          currency
          articles
          ...BasketTotals_totals
        }
        limits {
          minOrderValue
          basketMaxItems
        }
        loyaltyPoints
        shippingFlatRate {
          amount
          validUntil
          expiredOn
        }
        ...BasketDisposalService_basket
      }
    `,
    key,
  );
  const { shop } = usePageContext();
  const phone = shop.servicePhone;
  const [removed, setRemoved] = useState<RemovedLine | null>(null);
  const hints = basketHints({
    hints: basket.hints,
    count: basket.count,
    articles: basket.totals.articles,
    minOrderValue: basket.limits.minOrderValue,
    basketMaxItems: basket.limits.basketMaxItems,
  });
  const empty = basket.items.length === 0;
  const currency = basket.totals.currency;
  const money = (cents: number) => formatPrice(cents, currency, shop.locale);
  const t = basketTexts(shop.locale);

  return (
    <div className={screen} data-testid="basket" data-count={basket.count}>
      <Hints hints={hints} phone={phone} legalHintId={legalHintId} />
      {removed && <UndoRemoval line={removed} currency={currency} phone={phone} onDone={() => setRemoved(null)} />}
      {removed && recommendations?.basketNaliRemove && (
        <div data-recommendation-place="basketNaliRemove">{recommendations.basketNaliRemove}</div>
      )}
      {empty ? (
        <EmptyBasket />
      ) : (
        <div className={columns}>
          <div>
            <ul className={list} aria-label={t.basketItemsLabel()}>
              {basket.items.map((item) => (
                <BasketItemRow key={item.id} item={item} currency={currency} locale={shop.locale} phone={phone} onRemoved={setRemoved} />
              ))}
            </ul>
            <BasketDisposalService basket={basket} locale={shop.locale} phone={phone} />
          </div>
          <aside className={summary} aria-label={t.basketSummaryLabel()}>
            <BasketTotals totals={basket.totals} locale={shop.locale} />
            {basket.loyaltyPoints > 0 && (
              <p className={note} data-testid="basket-loyalty">
                {t.basketLoyaltyPoints({ points: basket.loyaltyPoints })}
              </p>
            )}
            <FlatRate
              amount={money(basket.shippingFlatRate.amount)}
              validUntil={basket.shippingFlatRate.validUntil}
              expiredOn={basket.shippingFlatRate.expiredOn}
              locale={shop.locale}
            />
            <CheckoutAction blocker={checkoutBlocker(hints)} phone={phone} />
          </aside>
        </div>
      )}
      {/* Filled by the recommendations feature; empty it takes no room. Its service recommends
          from what is in the basket, so an empty basket has none: no placeholders that would
          collapse when the empty answer comes. */}
      {!empty && <div data-recommendation-place="basket">{recommendations?.basket}</div>}
    </div>
  );
}

function Hints({ hints, phone, legalHintId }: { hints: readonly ShownHint[]; phone: string; legalHintId: string | null }) {
  const { locale } = usePageContext().shop;
  const legal = useModal(OVERLAY_IDS.legalHint);
  if (hints.length === 0) return null;
  const t = basketTexts(locale);
  return (
    <ul className={hintList} aria-label={t.basketHintsLabel()} data-testid="basket-hints">
      {hints.map((hint) => (
        <li key={hint.code} className={hintItem} data-tone={hint.tone} data-code={hint.code}>
          <span className={hintLabel}>{hint.tone === 'warning' ? t.basketHintWarning() : t.basketHintInfo()}: </span>
          {basketMessage(locale, hint.code, hint.params, phone)}
          {hint.code === 'BASKET_COUPON' && legalHintId && (
            <>
              {' '}
              <Button variant="link" className={inlineLink} aria-haspopup="dialog" onClick={legal.show}>
                {t.basketConditions()}
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function UndoRemoval({ line, currency, phone, onDone }: { line: RemovedLine; currency: string; phone: string; onDone: () => void }) {
  const { shop } = usePageContext();
  const { reAdd, inFlight } = useReAddItemMutation(shop.locale);
  const [problem, setProblem] = useState<string | null>(null);
  const t = basketTexts(shop.locale);
  // The removed line's buttons are gone: keyboard focus continues at the notice, not at the page top.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [line]);
  const undo = async () => {
    if (inFlight) return;
    const result = await reAdd(line.variantId, line.quantity);
    if (result.ok) {
      track((e) => e.quantityChangeEvent(currency, BASKET_LIST, line.tracked, 0, line.quantity));
      onDone();
    } else setProblem(basketMessage(shop.locale, result.failure.code, result.failure.params, phone));
  };
  return (
    <div ref={box} tabIndex={-1} className={undoBox} data-testid="basket-undo">
      <p role="status">{t.basketRemoved({ name: line.name })}</p>
      <Button variant="secondary" size="small" state={inFlight ? 'loading' : undefined} onClick={() => void undo()}>
        {t.basketUndo()}
      </Button>
      {problem && (
        <p role="alert" className={problemText}>
          {problem}
        </p>
      )}
    </div>
  );
}

function EmptyBasket() {
  const { locale } = usePageContext().shop;
  const t = basketTexts(locale);
  return (
    <div className={emptyBox} data-testid="basket-empty">
      <p className={emptyTitle}>{basketMessage(locale, 'BASKET_EMPTY', {}, '')}</p>
      <p>{t.basketEmptyText()}</p>
      <div className={emptyActions}>
        <ButtonLink href="/damen-bekleidung">{t.basketWomen()}</ButtonLink>
        <ButtonLink href="/herren-bekleidung">{t.basketMen()}</ButtonLink>
      </div>
    </div>
  );
}

function FlatRate({
  amount,
  validUntil,
  expiredOn,
  locale,
}: {
  amount: string;
  validUntil: string | null | undefined;
  expiredOn: string | null | undefined;
  locale: string;
}) {
  const t = basketTexts(locale);
  if (expiredOn) {
    return (
      <p className={note} data-testid="basket-flat-rate">
        {t.basketFlatRateExpired({ date: formatIsoDate(expiredOn, locale) })}
      </p>
    );
  }
  if (!validUntil) return null;
  return (
    <p className={note} data-testid="basket-flat-rate">
      {t.basketFlatRate({ amount, date: formatIsoDate(validUntil, locale) })}
    </p>
  );
}

function CheckoutAction({ blocker, phone }: { blocker: ShownHint | null; phone: string }) {
  const { locale } = usePageContext().shop;
  const reasonId = useId();
  const orderInformation = useModal(OVERLAY_IDS.orderInformation);
  const t = basketTexts(locale);
  return (
    <div className={checkout}>
      {blocker ? (
        <>
          <Button block disabled aria-describedby={reasonId}>
            {t.basketToCheckout()}
          </Button>
          <p id={reasonId} className={problemText} data-testid="basket-checkout-blocked">
            {basketMessage(locale, blocker.code, blocker.params, phone)}
          </p>
        </>
      ) : (
        <ButtonLink href="/checkout" block>
          {t.basketToCheckout()}
        </ButtonLink>
      )}
      <Button variant="link" aria-haspopup="dialog" onClick={orderInformation.show}>
        {t.basketOrderInformation()}
      </Button>
    </div>
  );
}

const screen = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
const columns = css`
  display: grid;
  gap: var(--space-5);
  @media ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
  }
`;
const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--color-border);
`;
const summary = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-4);
  border-radius: var(--radius-m);
  background: var(--color-surface);
`;
const note = css`
  margin: 0;
  font-size: 0.875rem;
`;
const checkout = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: var(--space-2);
`;
const hintList = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const hintItem = css`
  padding: var(--space-3);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  &[data-tone='warning'] {
    border-left-color: var(--color-error);
  }
`;
const hintLabel = css`
  font-weight: 700;
`;
const inlineLink = css`
  min-height: 0;
  padding: 0;
`;
const undoBox = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-4);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  & p {
    margin: 0;
  }
`;
const problemText = css`
  margin: 0;
  color: var(--color-error);
`;
const emptyBox = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-2);
  padding: var(--space-5) 0;
  & p {
    margin: 0;
  }
`;
const emptyTitle = css`
  font-size: 1.25rem;
  font-weight: 700;
`;
const emptyActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-top: var(--space-3);
`;
const failed = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
  & p {
    margin: 0;
    color: var(--color-error);
  }
`;
