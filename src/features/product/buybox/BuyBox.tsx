import { css } from '@linaria/core';
import { useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { sortBySize } from '../../../shop/sizeSort.ts';
import { changedDisplayNumber, colourDisplayNumber, formatDisplayNumber } from '../displayNumber.ts';
import type { BuyBox_product$key } from './__generated__/BuyBox_product.graphql.ts';
import { AddToBasketButton, type AddPhase } from './AddToBasketButton.tsx';
import { noticeFor, type AddResult, type Notice } from './addResult.ts';
import { availabilityView } from './availability.ts';
import { AvailabilityInfo } from './AvailabilityInfo.tsx';
import { ColourSelect } from './ColourSelect.tsx';
import { DisposalService } from './DisposalService.tsx';
import { DisplayNumberChangedNotice, ScarcityNotice } from './Notices.tsx';
import { scarcityQuantity } from './notices.ts';
import { priceView } from './price.ts';
import { PriceDisplay } from './PriceDisplay.tsx';
import { initialSelection, isSoldOut, variantAfterColourChange } from './selection.ts';
import { SizeChoice } from './SizeChoice.tsx';
import { SIZE_DEVIATION_HINTS, sizeDeviation } from './sizeDeviation.ts';
import { SizeTableModal } from './SizeTableModal.tsx';

export type { AddResult };

interface Props {
  product: BuyBox_product$key;
  /** quantity and options are optional: callers that do not pass them add one piece without extras. */
  onAddToBasket: (
    variantId: string,
    promotion: string | null,
    quantity?: number,
    options?: { disposalService?: number },
  ) => Promise<AddResult>;
  adding: boolean;
  /** 'popup' (quick buy): the title is a level-2 heading and the page URL's parameters are not read. */
  context?: 'page' | 'popup';
  /** Told the chosen variant (null: none) after every change, so the page can show its details. */
  onVariantChange?: (variantId: string | null) => void;
}

/** How long the confirmed state stays before the button is ready again. */
const SUCCESS_MS = 2000;

const param = (value: unknown) => (typeof value === 'string' ? value : null);

export function BuyBox({ product, onAddToBasket, adding, context = 'page', onVariantChange }: Props) {
  const { shop, urlParsed } = usePageContext();
  const data = useFragment(
    graphql`
      fragment BuyBox_product on Product {
        id
        name
        displayNumber
        salesUnit
        companyOfOrigin
        loyaltyPoints
        brand {
          name
        }
        price {
          currency
          min
          old
          saving
          savingRange
          priceRange
        }
        availability {
          key
          state
          color
          value
        }
        colors {
          id
          code
          isSoldOut
        }
        sizeTables {
          companyOfOrigin
        }
        dimensions {
          id
          label
          promotion
          variants {
            id
            deliverabilityForwardingAgent
            disposalService
            size {
              label
            }
            availability {
              key
              state
              color
              value
              quantity
              isSubsequentDelivery
            }
            price {
              withTax
              currency
              reductions {
                withTax
                category
              }
            }
          }
        }
      }
    `,
    product,
  );
  const search = context === 'page' ? urlParsed.search : {};
  // The URL is the same on the server and in the browser, so the first render matches.
  const [initial] = useState(() =>
    initialSelection(data.dimensions, { size: param(search.size), dimension: param(search.dimension), epid: param(search.epid) }, data.displayNumber),
  );
  const [dimensionIndex, setDimensionIndex] = useState(initial.dimensionIndex);
  const [variantId, setVariantId] = useState<string | null>(initial.variantId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phase, setPhase] = useState<AddPhase>('idle');
  const [disposal, setDisposal] = useState(0);
  const [sizeTableOpen, setSizeTableOpen] = useState(false);
  const ids = { notice: useId() };

  useEffect(() => onVariantChange?.(variantId), [variantId, onVariantChange]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => setPhase('idle'), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const dimension = data.dimensions[dimensionIndex] ?? data.dimensions[0];
  const variants = dimension?.variants ?? [];
  const variant = variants.find((v) => v.id === variantId) ?? null;
  const sizes = sortBySize(variants, (v) => v.size.label).map((v) => ({ id: v.id, label: v.size.label, soldOut: isSoldOut(v) }));
  const every = (test: (v: (typeof variants)[number]) => boolean) => (variant ? test(variant) : variants.length > 0 && variants.every(test));
  const forwarding = every((v) => v.deliverabilityForwardingAgent);
  const disposalOffered = every((v) => v.disposalService);
  const displayNumber = colourDisplayNumber(data.displayNumber, dimension?.promotion);
  const oldNumber =
    context === 'page'
      ? changedDisplayNumber(param(search.searchTerm), [
          ...data.dimensions.flatMap((d) => [d.id, colourDisplayNumber(data.displayNumber, d.promotion)]),
          data.displayNumber.slice(0, 6),
        ])
      : null;
  const deviation = sizeDeviation(data.companyOfOrigin, data.sizeTables);
  const hint = deviation === 'UNKNOWN' ? null : SIZE_DEVIATION_HINTS[deviation];
  const colours = data.dimensions.map((d) => {
    const colour = data.colors.find((c) => c.id === `colour-${d.id}`);
    return {
      key: `${d.id}|${d.promotion ?? ''}`,
      label: d.label,
      code: colour?.code ?? null,
      soldOut: colour?.isSoldOut ?? d.variants.every(isSoldOut),
    };
  });

  function chooseSize(id: string) {
    setVariantId(id);
    setNotice(null); // notifications close when the variant changes
    setDisposal(0);
  }

  function chooseColour(index: number) {
    setDimensionIndex(index);
    setVariantId(variantAfterColourChange(variant, data.dimensions[index]?.variants ?? []));
    setNotice(null);
    setDisposal(0);
  }

  async function add() {
    if (!variant || !dimension) return setNotice(noticeFor({ ok: false, code: 'ATB_NO_VARIANT_SELECTED', params: {} }));
    if (isSoldOut(variant)) return setNotice(noticeFor({ ok: false, code: 'ATB_VARIANT_OUTSOLD', params: {} }));
    setNotice(null);
    setPhase('loading');
    const options = disposal > 0 ? { disposalService: disposal } : undefined;
    const result = await onAddToBasket(variant.id, dimension.promotion ?? null, 1, options);
    setNotice(noticeFor(result));
    setPhase(result.ok ? 'success' : 'idle');
    if (result.ok) setDisposal(0);
  }

  const Title = context === 'page' ? 'h1' : 'h2';
  return (
    <div className={buyBox}>
      <div>
        {data.brand && <p className={brand}>{data.brand.name}</p>}
        <Title className={title}>{data.name}</Title>
        <p className={number} data-testid="buybox-display-number">
          Artikelnummer {formatDisplayNumber(displayNumber)}
        </p>
      </div>
      {oldNumber && (
        <DisplayNumberChangedNotice displayNumber={formatDisplayNumber(displayNumber)} oldDisplayNumber={formatDisplayNumber(oldNumber)} />
      )}
      <PriceDisplay view={priceView(data.price, variant?.price ?? null)} locale={shop.locale} salesUnit={data.salesUnit} />
      <ColourSelect colours={colours} selected={dimensionIndex} onChange={chooseColour} />
      <SizeChoice
        sizes={sizes}
        selected={variantId}
        onChange={chooseSize}
        invalid={notice?.highlightSizes ?? false}
        describedBy={ids.notice}
        aside={
          (hint || data.sizeTables.length > 0) && (
            <p className={sizeAside}>
              {hint && <span data-testid="buybox-size-hint">Passform: {hint}</span>}
              {data.sizeTables.length > 0 && (
                <button type="button" className={linkButton} onClick={() => setSizeTableOpen(true)}>
                  Größentabelle
                </button>
              )}
            </p>
          )
        }
      />
      <AvailabilityInfo
        availability={availabilityView(variant?.availability ?? data.availability)}
        forwarding={forwarding}
        loyaltyPoints={data.loyaltyPoints}
        currency={data.price.currency}
        locale={shop.locale}
      />
      {disposalOffered && (
        <DisposalService value={disposal} max={1} onChange={setDisposal} currency={data.price.currency} locale={shop.locale} />
      )}
      <ScarcityNotice quantity={scarcityQuantity(variant?.availability)} />
      <AddToBasketButton phase={adding && phase === 'idle' ? 'loading' : phase} onClick={() => void add()} />
      <div id={ids.notice} role={notice?.kind === 'error' ? 'alert' : 'status'} className={noticeBox} data-kind={notice?.kind}>
        {notice?.text}
      </div>
      {data.sizeTables.length > 0 && (
        <SizeTableModal
          open={sizeTableOpen}
          onClose={() => setSizeTableOpen(false)}
          productId={data.id}
          hint={hint}
          sizes={sizes}
          selected={variantId}
          onSelect={chooseSize}
        />
      )}
    </div>
  );
}

const buyBox = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
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
  margin: 0.25rem 0 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const sizeAside = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0;
  font-size: 0.875rem;
`;
const linkButton = css`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
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
