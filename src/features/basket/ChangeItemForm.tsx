import { css } from '@linaria/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CartLine } from '../../shop/analytics/index.ts';
import { availabilityView } from '../../entities/product/availability.ts';
import { track } from '../../shop/analytics/index.ts';
import { isSoldOut, variantAfterColourChange } from '../../entities/product/variantSelection.ts';
import { Button } from '../../ui/Button.tsx';
import { control, field, fieldError, labelText } from '../../ui/form/styles.ts';
import { useToast } from '../../ui/toast/Toasts.tsx';
import type { ChangeItemFormQuery as QueryType } from './__generated__/ChangeItemFormQuery.graphql.ts';
import { basketMessage } from './basketMessages.ts';
import { changeProblem, QUANTITY_CHOICES } from './changeItemRules.ts';
import { BASKET_LIST } from './itemRules.ts';
import { useChangeItemMutation } from './useChangeItemMutation.ts';
import { useRefreshBasket } from './useRefreshBasket.ts';
import { basketTexts } from './texts.ts';
import { usePageContext } from 'vike-react/usePageContext';

// The product's colours and sizes for the change-item modal, loaded when the modal opens.
export const query = graphql`
  query ChangeItemFormQuery($id: ID!, $locale: String!) {
    productById(id: $id, locale: $locale) {
      id
      dimensions {
        id
        label
        variants {
          id
          size {
            label
          }
          availability {
            key
            state
            color
            value
            quantity
          }
        }
      }
    }
  }
`;

export interface ChangeItemLine {
  id: string;
  variantId: string;
  dimensionId: string | null;
  quantity: number;
  displayNumber: string | null;
  /** The line's product for add/remove analytics, and the basket's currency. */
  tracked: CartLine;
  currency: string;
}

interface Props {
  queryRef: PreloadedQuery<QueryType>;
  item: ChangeItemLine;
  phone: string;
  onDone: () => void;
}

/**
 * Colour, size and quantity of a basket line, with the buy box's rules: the size carries over to
 * another colour, sold-out sizes cannot be chosen, the availability of the chosen size is shown.
 * Refusals stay in the modal with the choice kept; BasketChangeItemFailed comes as a toast.
 */
export default function ChangeItemForm({ queryRef, item, phone, onDone }: Props) {
  const { locale } = usePageContext().shop;
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const dimensions = data.productById?.dimensions ?? [];
  const startDimension = dimensions.find((d) => d.variants.some((v) => v.id === item.variantId)) ?? dimensions[0];
  const [dimensionId, setDimensionId] = useState(startDimension?.id ?? '');
  const [variantId, setVariantId] = useState<string | null>(item.variantId);
  const [quantity, setQuantity] = useState(item.quantity);
  const [problem, setProblem] = useState<string | null>(null);
  const { change, inFlight } = useChangeItemMutation();
  const sending = useRef(false);
  const toast = useToast();
  const refreshBasket = useRefreshBasket();
  const ids = { colour: useId(), quantity: useId(), problem: useId() };

  const dimension = dimensions.find((d) => d.id === dimensionId) ?? startDimension;
  if (!dimension) return <p role="alert">{basketMessage(locale, 'BasketChangeItemFailed', {}, phone)}</p>;
  const variant = dimension.variants.find((v) => v.id === variantId) ?? null;

  const chooseColour = (id: string) => {
    const next = dimensions.find((d) => d.id === id);
    if (!next) return;
    const previous = dimension.variants.find((v) => v.id === variantId) ?? null;
    setDimensionId(id);
    setVariantId(variantAfterColourChange(previous, next.variants));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const local = changeProblem(variant, quantity, item.displayNumber);
    if (local) return setProblem(basketMessage(locale, local.code, local.params, phone));
    if (variant!.id === item.variantId && quantity === item.quantity) return onDone();
    sending.current = true;
    const result = await change(item.id, {
      ...(variant!.id !== item.variantId ? { variantId: variant!.id } : {}),
      ...(quantity !== item.quantity ? { quantity } : {}),
    });
    sending.current = false;
    if (result.ok) {
      track((e) => e.quantityChangeEvent(item.currency, BASKET_LIST, item.tracked, item.quantity, quantity));
      return onDone();
    }
    if (result.failure.code === 'BasketChangeItemFailed') {
      toast.show({ variant: 'error', text: basketMessage(locale, 'BasketChangeItemFailed', {}, phone) });
      refreshBasket();
      return onDone();
    }
    setProblem(basketMessage(locale, result.failure.code, result.failure.params, phone));
  };

  const shown = variant ? availabilityView(locale, variant.availability) : null;
  const t = basketTexts(locale);
  return (
    <form className={form} onSubmit={(event) => void submit(event)} noValidate data-testid="change-item-form">
      {dimensions.length > 1 && (
        <div className={field}>
          <label htmlFor={ids.colour} className={labelText}>
            {t.basketColourLabel()}
          </label>
          <select id={ids.colour} className={control} value={dimension.id} onChange={(event) => chooseColour(event.target.value)}>
            {dimensions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className={field}>
        <legend className={labelText}>{t.basketSizeLabel()}</legend>
        <div className={sizes}>
          {dimension.variants.map((v) => {
            const soldOut = isSoldOut(v);
            return (
              <label key={v.id} className={sizeChoice} data-sold-out={soldOut || undefined}>
                <input
                  type="radio"
                  name="size"
                  value={v.id}
                  checked={variantId === v.id}
                  disabled={soldOut}
                  onChange={() => {
                    setVariantId(v.id);
                    setProblem(null);
                  }}
                />
                <span>
                  {v.size.label}
                  {soldOut && <span className={muted}> {t.basketSoldOut()}</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {shown && (
        <p className={availability} data-state={shown.state} data-testid="change-item-availability">
          {shown.text}
        </p>
      )}
      <div className={field}>
        <label htmlFor={ids.quantity} className={labelText}>
          {t.basketQuantityLabel()}
        </label>
        <select
          id={ids.quantity}
          className={control}
          value={quantity}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => {
            setQuantity(Number(event.target.value));
            setProblem(null);
          }}
        >
          {QUANTITY_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p id={ids.problem} className={fieldError} role="alert" data-testid="change-item-problem">
        {problem}
      </p>
      <div className={actions}>
        <Button type="submit" state={inFlight ? 'loading' : 'idle'}>
          {t.basketApply()}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.basketCancel()}
        </Button>
      </div>
    </form>
  );
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
const sizes = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;
const sizeChoice = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  min-height: var(--touch-target);
  padding: 0 var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  cursor: pointer;
  &:has(input:checked) {
    border: 2px solid var(--color-primary);
  }
  &[data-sold-out] {
    cursor: not-allowed;
    color: var(--color-muted);
  }
`;
const muted = css`
  color: var(--color-muted);
`;
const availability = css`
  margin: 0;
  &[data-state='available'] {
    color: var(--color-success);
  }
  &[data-state='unavailable'] {
    color: var(--color-error);
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;
