import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { message } from '../../../shop/messages.ts';
import { Price } from '../../../ui/Price.tsx';
import type { BuyBox_product$key } from './__generated__/BuyBox_product.graphql.ts';
import { formatDisplayNumber } from '../displayNumber.ts';
import { initialVariantId, isSoldOut } from './selection.ts';

export type AddResult = { ok: true } | { ok: false; code: string; params: Record<string, string | number> };

interface Props {
  product: BuyBox_product$key;
  onAddToBasket: (variantId: string, promotion: string | null) => Promise<AddResult>;
  adding: boolean;
}

type Notice = { kind: 'success' | 'error'; text: string; highlightSizes: boolean } | null;

export function BuyBox({ product, onAddToBasket, adding }: Props) {
  const { shop } = usePageContext();
  const data = useFragment(
    graphql`
      fragment BuyBox_product on Product {
        id
        name
        displayNumber
        brand {
          name
        }
        price {
          currency
          min
          old
          priceRange
        }
        dimensions {
          id
          label
          promotion
          variants {
            id
            size {
              label
            }
            availability {
              quantity
            }
            price {
              withTax
              currency
            }
          }
        }
      }
    `,
    product,
  );
  const [dimensionIndex, setDimensionIndex] = useState(0);
  const dimension = data.dimensions[dimensionIndex] ?? data.dimensions[0];
  const variants = dimension?.variants ?? [];
  const [variantId, setVariantId] = useState<string | null>(() => initialVariantId(variants));
  const [notice, setNotice] = useState<Notice>(null);
  const variant = variants.find((v) => v.id === variantId);
  const ids = { sizes: useId(), notice: useId(), colour: useId() };

  function choose(id: string | null) {
    setVariantId(id);
    setNotice(null); // notifications close when the variant changes
  }

  async function add() {
    if (!variant || !dimension) {
      setNotice({ kind: 'error', text: message('ATB_NO_VARIANT_SELECTED'), highlightSizes: true });
      return;
    }
    const result = await onAddToBasket(variant.id, dimension.promotion ?? null);
    if (result.ok) setNotice({ kind: 'success', text: message('ATB_ADDED'), highlightSizes: false });
    else
      setNotice({
        kind: 'error',
        text: message(result.code, result.params),
        highlightSizes: result.code === 'ATB_NO_VARIANT_SELECTED' || result.code === 'ATB_VARIANT_OUTSOLD',
      });
  }

  const shownPrice = variant
    ? { amount: variant.price.withTax, currency: variant.price.currency, range: false }
    : { amount: data.price.min, currency: data.price.currency, range: data.price.priceRange };

  return (
    <div className={buyBox}>
        {data.brand && <p className={brand}>{data.brand.name}</p>}
        <h1 className={title}>{data.name}</h1>
        <p className={number}>Artikelnummer: {formatDisplayNumber(data.displayNumber)}</p>
        <Price
          amount={shownPrice.amount}
          old={variant ? 0 : data.price.old}
          currency={shownPrice.currency}
          locale={shop.locale}
          range={shownPrice.range}
          size="large"
        />
        {data.dimensions.length > 1 && (
          <p>
            <label htmlFor={ids.colour}>Farbe</label>{' '}
            <select
              id={ids.colour}
              value={dimensionIndex}
              onChange={(event) => {
                const next = Number(event.target.value);
                setDimensionIndex(next);
                choose(initialVariantId(data.dimensions[next]?.variants ?? []));
              }}
            >
              {data.dimensions.map((d, index) => (
                <option key={d.id + (d.promotion ?? '')} value={index}>
                  {d.label}
                </option>
              ))}
            </select>
          </p>
        )}
        <fieldset
          className={sizes}
          data-invalid={(notice?.highlightSizes ?? false) || undefined}
          aria-describedby={notice?.highlightSizes ? ids.notice : undefined}
        >
          <legend>Größe</legend>
          {variants.map((v) => (
            <label key={v.id} className={sizeOption} data-soldout={isSoldOut(v) || undefined}>
              <input
                type="radio"
                name={ids.sizes}
                value={v.id}
                checked={v.id === variantId}
                disabled={isSoldOut(v)}
                onChange={() => choose(v.id)}
              />
              <span>
                {v.size.label}
                {isSoldOut(v) && <span className={soldOutNote}> – ausverkauft</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="button" className={addButton} onClick={add} disabled={adding} aria-busy={adding}>
          {adding ? 'Wird hinzugefügt …' : 'In den Warenkorb'}
        </button>
        <div id={ids.notice} role={notice?.kind === 'error' ? 'alert' : 'status'} className={noticeBox} data-kind={notice?.kind}>
          {notice?.text}
        </div>
    </div>
  );
}

const buyBox = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  align-items: flex-start;
`;
const brand = css`
  margin: 0;
  color: var(--color-muted);
`;
const title = css`
  margin: 0;
  font-family: var(--font-heading);
  font-size: 1.75rem;
`;
const number = css`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const sizes = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: 0.25rem;
  &[data-invalid] {
    border: 2px solid var(--color-error);
  }
  legend {
    padding: 0 0.25rem;
    font-weight: 700;
  }
`;
const sizeOption = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: 0.25rem;
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--color-primary);
    box-shadow: inset 0 0 0 1px var(--color-primary);
  }
  &[data-soldout] {
    color: var(--color-muted);
    cursor: not-allowed;
    text-decoration: line-through;
  }
`;
const soldOutNote = css`
  text-decoration: none;
`;
const addButton = css`
  min-height: 48px;
  padding: 0 2rem;
  border: 0;
  border-radius: 0.25rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;
const noticeBox = css`
  &:empty {
    display: none;
  }
  padding: 0.75rem 1rem;
  border-radius: 0.25rem;
  &[data-kind='error'] {
    background: var(--color-surface);
    border-left: 4px solid var(--color-error);
  }
  &[data-kind='success'] {
    background: var(--color-surface);
    border-left: 4px solid var(--color-success);
  }
`;
