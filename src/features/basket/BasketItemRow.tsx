import { css } from '@linaria/core';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CartLine } from '../../shop/analytics/index.ts';
import { availabilityView } from '../../entities/product/availability.ts';
import { track } from '../../shop/analytics/index.ts';
import { Button } from '../../ui/Button.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { useModal } from '../../ui/useModal.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Link } from '../../ui/Link.tsx';
import { media } from '../../ui/breakpoints.ts';
import { productImageUrl, PRODUCT_IMAGE_RATIO } from '../../ui/productImage.ts';
import { visuallyHidden } from '../../ui/styles.ts';
import { useToast } from '../../ui/toast/Toasts.tsx';
import type { BasketItemRow_item$key } from './__generated__/BasketItemRow_item.graphql.ts';
import { basketMessage } from './basketMessages.ts';
import { changeItemModalId, ChangeItemModal } from './ChangeItemModal.tsx';
import { BASKET_LIST, formatDisplayNumber, productPath } from './itemRules.ts';
import { useChangeItemMutation } from './useChangeItemMutation.ts';
import { useRemoveItemMutation } from './useRemoveItemMutation.ts';
import { useRefreshBasket } from './useRefreshBasket.ts';
import { basketTexts } from './texts.ts';

/** What an undo needs of a removed line (and analytics of its product). */
export interface RemovedLine {
  name: string;
  variantId: string;
  quantity: number;
  tracked: CartLine;
}

interface Props {
  item: BasketItemRow_item$key;
  currency: string;
  locale: string;
  phone: string;
  onRemoved: (line: RemovedLine) => void;
}

/**
 * One basket line: image, name, brand, colour, size, article number, prices, delivery, quantity
 * (− / +), change (modal) and remove (with undo in the list). A click while a change of the line
 * is under way does nothing, so a double click never applies twice.
 */
export function BasketItemRow({ item: key, currency, locale, phone, onRemoved }: Props) {
  const item = useFragment(
    graphql`
      fragment BasketItemRow_item on BasketItem {
        id
        productId
        variantId
        dimensionId
        name
        brand
        displayNumber
        colorLabel
        sizeLabel
        quantity
        price
        oldPrice
        total
        image {
          hash
        }
        availability {
          key
          state
          color
          value
        }
        deliverabilityForwardingAgent
        isFreeGift
        maxQuantity
      }
    `,
    key,
  );
  const { change, inFlight: changing } = useChangeItemMutation();
  const { remove, inFlight: removing } = useRemoveItemMutation();
  const busy = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const modal = useModal(changeItemModalId(item.id));
  const toast = useToast();
  const refreshBasket = useRefreshBasket();

  const money = (cents: number) => formatPrice(cents, currency, locale);
  const t = basketTexts(locale);
  const delivery = availabilityView(locale, item.availability);
  const href = productPath(item.productId, item.dimensionId);
  const pending = changing || removing;

  const run = async (
    action: () => Promise<{ ok: true } | { ok: false; failure: { code: string; params: Record<string, string | number> } }>,
  ) => {
    if (busy.current) return false;
    busy.current = true;
    setProblem(null);
    const result = await action();
    busy.current = false;
    if (!result.ok) {
      const text = basketMessage(locale, result.failure.code, result.failure.params, phone);
      // The line is gone or cannot change (another tab): say so and show the basket as it is.
      if (result.failure.code === 'BasketChangeItemFailed') {
        toast.show({ variant: 'error', text });
        refreshBasket();
      } else setProblem(text);
    }
    return result.ok;
  };
  const tracked: CartLine = {
    id: item.productId,
    name: item.name,
    brand: item.brand,
    priceCents: item.price,
    variant: item.sizeLabel,
    availability: item.availability,
    displayNumber: item.displayNumber,
  };
  const trackQuantity = (from: number, to: number) => track((e) => e.quantityChangeEvent(currency, BASKET_LIST, tracked, from, to));
  const setQuantity = async (quantity: number) => {
    const from = item.quantity;
    if (await run(() => change(item.id, { quantity }))) trackQuantity(from, quantity);
  };
  const removeLine = async () => {
    const line = { name: item.name, variantId: item.variantId, quantity: item.quantity, tracked };
    if (!(await run(() => remove(item.id)))) return;
    trackQuantity(line.quantity, 0);
    onRemoved(line);
  };

  return (
    <li className={row} data-testid="basket-item" data-item-id={item.id} aria-busy={pending || undefined}>
      <Link href={href} className={imageLink} tabIndex={-1} aria-hidden="true">
        {item.image && (
          <img
            src={productImageUrl(item.image.hash, 200)}
            alt=""
            width={100}
            height={Math.round(100 / PRODUCT_IMAGE_RATIO)}
            loading="lazy"
          />
        )}
      </Link>
      <div className={details}>
        {item.brand && <p className={brand}>{item.brand}</p>}
        <h3 className={name}>
          <Link href={href}>{item.name}</Link>
        </h3>
        {item.isFreeGift && <p className={gift}>{t.basketFreeGift()}</p>}
        <dl className={facts}>
          {item.colorLabel && (
            <div>
              <dt>{t.basketColour()}</dt> <dd>{item.colorLabel}</dd>
            </div>
          )}
          <div>
            <dt>{t.basketSize()}</dt> <dd>{item.sizeLabel}</dd>
          </div>
          {item.displayNumber && (
            <div>
              <dt>{t.basketArticleNumber()}</dt> <dd>{formatDisplayNumber(item.displayNumber)}</dd>
            </div>
          )}
        </dl>
        <p className={deliveryLine} data-state={delivery.state} data-testid="basket-item-availability">
          <Icon name={delivery.state === 'available' ? 'check' : delivery.state === 'delayed' ? 'clock' : 'close'} size={16} />
          {delivery.text}
        </p>
        {item.deliverabilityForwardingAgent && (
          <p className={forwarding} data-testid="basket-item-forwarding">
            {t.basketForwarding()}
          </p>
        )}
      </div>
      <div className={pricing}>
        {item.isFreeGift ? (
          <p className={lineTotal}>
            {t.basketFree()} {item.oldPrice > 0 && <s className={old}>{money(item.oldPrice)}</s>}
          </p>
        ) : (
          <>
            <p className={unit}>
              {item.quantity > 1 && <span>{t.basketEach()} </span>}
              <span className={item.oldPrice > item.price ? sale : undefined}>{money(item.price)}</span>
              {item.oldPrice > 0 && item.oldPrice > item.price && (
                <s className={old}>
                  <span className={visuallyHidden}>{t.basketInsteadOf()} </span>
                  {money(item.oldPrice)}
                </s>
              )}
            </p>
            <p className={lineTotal} data-testid="basket-item-total">
              {money(item.total)}
            </p>
          </>
        )}
      </div>
      <div className={controls}>
        {!item.isFreeGift && (
          <div className={stepper} role="group" aria-label={t.basketQuantityOf({ name: item.name })}>
            {/*
              At the limit the steps are aria-disabled, not disabled: the button that has just
              reached it keeps the keyboard's focus (a disabled one drops it to the page's body).
            */}
            <Button
              variant="icon"
              aria-label={t.basketDecrease()}
              state={pending ? 'loading' : undefined}
              aria-disabled={pending || item.quantity <= 1 || undefined}
              onClick={() => {
                if (item.quantity > 1) void setQuantity(item.quantity - 1);
              }}
            >
              −
            </Button>
            <output className={count} aria-live="polite" data-testid="basket-item-quantity">
              <span className={visuallyHidden}>{t.basketQuantity()} </span>
              {item.quantity}
            </output>
            <Button
              variant="icon"
              aria-label={t.basketIncrease()}
              state={pending ? 'loading' : undefined}
              aria-disabled={pending || item.quantity >= item.maxQuantity || undefined}
              onClick={() => {
                if (item.quantity < item.maxQuantity) void setQuantity(item.quantity + 1);
              }}
            >
              +
            </Button>
          </div>
        )}
        <div className={links}>
          {!item.isFreeGift && (
            <Button variant="link" aria-haspopup="dialog" onClick={modal.show} aria-label={t.basketChangeItem({ name: item.name })}>
              {t.basketChange()}
            </Button>
          )}
          <Button
            variant="link"
            state={pending ? 'loading' : undefined}
            onClick={() => void removeLine()}
            aria-label={t.basketRemoveItem({ name: item.name })}
          >
            {t.basketRemove()}
          </Button>
        </div>
      </div>
      {problem && (
        <p className={error} role="alert" data-testid="basket-item-problem">
          {problem}
        </p>
      )}
      {!item.isFreeGift && (
        <ChangeItemModal
          item={{
            id: item.id,
            variantId: item.variantId,
            dimensionId: item.dimensionId ?? null,
            quantity: item.quantity,
            displayNumber: item.displayNumber ?? null,
            tracked,
            currency,
          }}
          productId={item.productId}
          locale={locale}
          phone={phone}
        />
      )}
    </li>
  );
}

const row = css`
  display: grid;
  grid-template-columns: 100px 1fr;
  grid-template-areas: 'image details' 'image pricing' 'controls controls' 'problem problem';
  gap: var(--space-2) var(--space-4);
  padding: var(--space-4) 0;
  border-bottom: 1px solid var(--color-border);
  @media ${media.tablet} {
    grid-template-columns: 120px 1fr auto;
    grid-template-areas: 'image details pricing' 'image controls controls' 'problem problem problem';
  }
`;
const imageLink = css`
  grid-area: image;
  display: block;
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
`;
const details = css`
  grid-area: details;
  min-width: 0;
  & p {
    margin: 0;
  }
`;
const brand = css`
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const name = css`
  margin: 0 0 var(--space-1);
  font-size: 1rem;
  & a {
    color: inherit;
  }
`;
const gift = css`
  display: inline-block;
  margin-bottom: var(--space-1) !important;
  padding: 0 var(--space-2);
  border-radius: var(--radius-pill);
  background: var(--color-success);
  color: var(--color-on-success);
  font-size: 0.875rem;
  font-weight: 700;
`;
const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--space-3);
  margin: 0 0 var(--space-1);
  font-size: 0.875rem;
  & div {
    display: flex;
    gap: var(--space-1);
  }
  & dd {
    margin: 0;
  }
`;
const deliveryLine = css`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  font-size: 0.875rem;
  &[data-state='available'] {
    color: var(--color-success);
  }
  &[data-state='unavailable'] {
    color: var(--color-error);
  }
`;
const forwarding = css`
  font-size: 0.875rem;
  font-weight: 700;
`;
const pricing = css`
  grid-area: pricing;
  text-align: left;
  & p {
    margin: 0;
  }
  @media ${media.tablet} {
    text-align: right;
  }
`;
const unit = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--space-2);
  font-size: 0.875rem;
  @media ${media.tablet} {
    justify-content: flex-end;
  }
`;
const sale = css`
  color: var(--color-sale);
`;
const old = css`
  color: var(--color-muted);
  font-weight: 400;
`;
const lineTotal = css`
  font-size: 1.125rem;
  font-weight: 700;
`;
const controls = css`
  grid-area: controls;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;
const stepper = css`
  display: inline-flex;
  align-items: center;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
`;
const count = css`
  min-width: 2.5rem;
  text-align: center;
  font-weight: 700;
`;
const links = css`
  display: flex;
  gap: var(--space-3);
`;
const error = css`
  grid-area: problem;
  margin: 0;
  color: var(--color-error);
`;
