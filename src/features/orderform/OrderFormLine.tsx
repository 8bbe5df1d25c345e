import { css } from '@linaria/core';
import { useEffect, useId, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { control, fieldError, field as fieldClass, labelText } from '../../ui/form/styles.ts';
import { media } from '../../ui/breakpoints.ts';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Icon } from '../../ui/Icon.tsx';
import { productImageUrl, PRODUCT_IMAGE_RATIO } from '../../ui/productImage.ts';
import { roundButton, visuallyHidden } from '../../ui/styles.ts';
import type { OrderFormArticleQuery as QueryType, OrderFormArticleQuery$data } from './__generated__/OrderFormArticleQuery.graphql.ts';
import { compactArticleNumber, formatArticleNumber, isValidArticleNumber } from './articleNumber.ts';
import type { OrderLine } from './lines.ts';
import { orderformTexts } from './texts.ts';
import { OrderFormArticleQuery } from './OrderFormArticleQuery.ts';

type Article = OrderFormArticleQuery$data['directOrderFormArticle'];
type Lookup = { state: 'none' } | { state: 'loading' } | { state: 'invalid' } | { state: 'found'; article: Article };

interface Props {
  line: OrderLine;
  position: number;
  locale: string;
  /** The refusal of the last submit, until the line changes. */
  serverError: string | null;
  onChange: (line: OrderLine) => void;
  onRemove: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** The stock of the chosen size, or null while none is chosen. */
export const stockOf = (article: Article | null, variantId: string | null): number | null =>
  article?.dimension.variants.find((v) => v.id === variantId)?.availability.quantity ?? null;

/** One line: article number, the article found (image, name, colour, price), its sizes and the quantity. */
export function OrderFormLine({ line, position, locale, serverError, onChange, onRemove, inputRef }: Props) {
  const id = useId();
  const t = orderformTexts(locale);
  const lookup = useArticle(line.displayNumber, locale);
  const [touched, setTouched] = useState(false);
  const article = lookup.state === 'found' ? lookup.article : null;
  const variants = article?.dimension.variants ?? [];

  // A colour with one size needs no choice; a size of another article does not stay chosen.
  useEffect(() => {
    if (!article) return;
    const only = article.dimension.variants.length === 1 ? article.dimension.variants[0]!.id : null;
    const known = article.dimension.variants.some((v) => v.id === line.variantId);
    if (!known && line.variantId !== only) onChange({ ...line, variantId: only });
  }, [article, line, onChange]);

  const stock = stockOf(article, line.variantId);
  const numberInvalid =
    lookup.state === 'invalid' || (touched && line.displayNumber.trim() !== '' && !isValidArticleNumber(line.displayNumber));
  const numberError = numberInvalid ? t.orderformInvalidNumber() : null;
  const quantityError = stock !== null && stock > 0 && line.quantity > stock ? t.orderformStock({ stock }) : null;
  const lineError = serverError && serverError !== numberError && serverError !== quantityError ? serverError : null;
  const price = variants.find((v) => v.id === line.variantId)?.price ?? variants[0]?.price;

  return (
    <fieldset className={row} data-testid="order-form-line">
      <legend className={visuallyHidden}>{t.orderformLine({ position })}</legend>
      <div className={fieldClass}>
        <label htmlFor={`${id}-number`}>
          <span className={labelText}>{t.orderformNumber()}</span>
        </label>
        <input
          ref={inputRef}
          id={`${id}-number`}
          className={control}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000"
          value={line.displayNumber}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${id}-number-error` : undefined}
          onChange={(event) => onChange({ ...line, displayNumber: formatArticleNumber(event.target.value), variantId: null })}
          onBlur={() => setTouched(true)}
        />
        {numberError && (
          <p id={`${id}-number-error`} className={fieldError}>
            {numberError}
          </p>
        )}
      </div>
      <div className={preview} aria-live="polite">
        {lookup.state === 'loading' && <span>{t.orderformSearching()}</span>}
        {article && (
          <>
            {article.product.images[0] ? (
              <img
                src={productImageUrl(article.product.images[0].hash, 96)}
                alt=""
                width={48}
                height={Math.round(48 / PRODUCT_IMAGE_RATIO)}
                className={image}
              />
            ) : (
              <span className={image} />
            )}
            <span className={details}>
              <strong>{article.product.name}</strong>
              <span>{t.orderformColor({ color: article.dimension.label })}</span>
              {price && <span>{formatPrice(price.withTax, price.currency, locale)}</span>}
            </span>
          </>
        )}
      </div>
      <div className={fieldClass}>
        <label htmlFor={`${id}-size`}>
          <span className={labelText}>{t.orderformSize()}</span>
        </label>
        <select
          id={`${id}-size`}
          className={control}
          value={line.variantId ?? ''}
          disabled={!article}
          onChange={(event) => onChange({ ...line, variantId: event.target.value || null })}
        >
          <option value="">{t.orderformChoose()}</option>
          {variants.map((variant) => {
            const soldOut = (variant.availability.quantity ?? 0) === 0;
            return (
              <option key={variant.id} value={variant.id} disabled={soldOut}>
                {soldOut ? t.orderformSizeSoldOut({ size: variant.size.label }) : variant.size.label}
              </option>
            );
          })}
        </select>
      </div>
      <div className={fieldClass}>
        <label htmlFor={`${id}-quantity`}>
          <span className={labelText}>{t.orderformQuantity()}</span>
        </label>
        <input
          id={`${id}-quantity`}
          className={`${control} ${quantity}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={stock ?? undefined}
          value={Number.isNaN(line.quantity) ? '' : line.quantity}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
          onChange={(event) => onChange({ ...line, quantity: event.target.valueAsNumber })}
        />
        {quantityError && (
          <p id={`${id}-quantity-error`} className={fieldError}>
            {quantityError}
          </p>
        )}
      </div>
      <button type="button" className={`${roundButton} ${remove}`} aria-label={t.orderformRemoveLine({ position })} onClick={onRemove}>
        <Icon name="close" size={18} />
      </button>
      {lineError && (
        <p className={`${fieldError} ${wide}`} role="alert">
          {lineError}
        </p>
      )}
    </fieldset>
  );
}

/** Looks the article up once its number is complete; INVALID_DISPLAY_NUMBER means no such article. */
function useArticle(displayNumber: string, locale: string): Lookup {
  const environment = useRelayEnvironment();
  const valid = isValidArticleNumber(displayNumber);
  const number = valid ? compactArticleNumber(displayNumber) : null;
  const [result, setResult] = useState<{ number: string; lookup: Lookup } | null>(null);
  useEffect(() => {
    if (!number) return;
    let current = true;
    const subscription = fetchQuery<QueryType>(
      environment,
      OrderFormArticleQuery,
      { displayNumber: number, locale },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => current && setResult({ number, lookup: { state: 'found', article: data.directOrderFormArticle } }),
      error: () => current && setResult({ number, lookup: { state: 'invalid' } }),
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [environment, number, locale]);
  if (!number) return { state: 'none' };
  return result?.number === number ? result.lookup : { state: 'loading' };
}

const row = css`
  display: grid;
  grid-template-columns: minmax(9rem, 1fr) minmax(12rem, 2fr) minmax(7rem, 1fr) 5rem auto;
  align-items: start;
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-3) 0;
  border: 0;
  border-bottom: 1px solid var(--color-border);
  @media ${media.phone} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) 4rem auto;
    gap: var(--space-2);
  }
`;
const preview = css`
  display: flex;
  gap: var(--space-2);
  align-items: center;
  min-height: 64px;
  @media ${media.phone} {
    grid-column: 1 / -1;
    grid-row: 2;
  }
`;
const image = css`
  flex: none;
  width: 48px;
  height: 64px;
  object-fit: cover;
  border-radius: var(--radius-m);
`;
const details = css`
  display: flex;
  flex-direction: column;
  font-size: 0.875rem;
`;
const quantity = css`
  max-width: 6rem;
`;
const remove = css`
  align-self: end;
`;
const wide = css`
  grid-column: 1 / -1;
  margin: 0;
`;
