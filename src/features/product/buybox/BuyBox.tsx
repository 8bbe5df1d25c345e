import { css } from '@linaria/core';
import { useEffect, useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { track } from '../../../shop/analytics/index.ts';
import { colourDisplayNumber, searchedOldNumber } from '../displayNumber.ts';
import type { BuyBox_product$key } from './__generated__/BuyBox_product.graphql.ts';
import { availabilityView } from '../../../entities/product/availability.ts';
import { AvailabilityInfo } from './AvailabilityInfo.tsx';
import { BuyBoxActions } from './BuyBoxActions.tsx';
import { BuyBoxTitle } from './BuyBoxTitle.tsx';
import { ColourSelect } from './ColourSelect.tsx';
import { priceView } from './price.ts';
import { PriceDisplay } from './PriceDisplay.tsx';
import { scarcityQuantity } from './scarcity.ts';
import type { SelectableVariant } from '../../../entities/product/variantSelection.ts';
import { sizeHint } from './sizeDeviation.ts';
import { SizePicker } from './SizePicker.tsx';
import { useAddToBasketFlow } from './useAddToBasketFlow.ts';
import { useBuyBoxSelection } from './useBuyBoxSelection.ts';

interface Props {
  product: BuyBox_product$key;
  /** 'popup' (quick buy): the title is a level-2 heading and the page URL's parameters are not read. */
  context?: 'page' | 'popup';
  /** Told the chosen variant (null: none) after every change, so the page can show its details. */
  onVariantChange?: (variantId: string | null) => void;
  /** Nothing to add yet (the popup's placeholder product): the add-to-basket button is disabled. */
  disabled?: boolean;
}

const param = (value: unknown) => (typeof value === 'string' ? value : null);

/** Title, price, colour and size choice, availability and the add-to-basket button. */
export function BuyBox({ product, context = 'page', onVariantChange, disabled = false }: Props) {
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
          image
        }
        price {
          ...Price_productPrice @relay(mask: false)
          saving
          savingRange
          campaignHighlight {
            modal
            badgeText
            layoutColor {
              name
            }
          }
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
  const selection = useBuyBoxSelection(data, { size: param(search.size), dimension: param(search.dimension), epid: param(search.epid) });
  const { dimension, variant, variantId } = selection;
  const flow = useAddToBasketFlow();
  const noticeId = useId();

  useEffect(() => onVariantChange?.(variantId), [variantId, onVariantChange]);

  const oldNumber = context === 'page' ? searchedOldNumber(param(search.searchTerm), data.displayNumber, data.dimensions) : null;
  // Another colour or size closes the notification and forgets the disposal pieces.
  const chooseSize = (id: string) => {
    selection.chooseSize(id);
    flow.reset();
    const size = selection.sizes.find((s) => s.id === id)?.label;
    if (size) track((e) => e.sizeSelectedEvent(data.id, size));
  };
  const onAdded = (added: SelectableVariant) => {
    const availability = dimension?.variants.find((v) => v.id === added.id)?.availability ?? data.availability;
    const displayNumber = colourDisplayNumber(data.displayNumber, dimension?.promotion);
    // Product list types of section 9: the quick-buy popup's mini view ('miniPdp'), else the list the
    // page's URL says the shopper came from ('pdp', 'recommendation', 'popupProduct', 'directSearch').
    track((e) =>
      e.addToCartEvent(data.price.currency, context === 'popup' ? 'miniPdp' : e.productPageList(search).list, [
        e.cartProduct({
          id: data.id,
          name: data.name,
          brand: data.brand?.name,
          priceCents: data.price.min,
          variant: added.size.label,
          quantity: 1,
          availability,
          displayNumber,
        }),
      ]),
    );
  };
  const chooseColour = (index: number) => (selection.chooseColour(index), flow.reset());
  const money = { currency: data.price.currency, locale: shop.locale };

  return (
    <div className={buyBox}>
      <BuyBoxTitle
        brand={data.brand?.name ?? null}
        brandImage={data.brand?.image}
        name={data.name}
        level={context === 'page' ? 1 : 2}
        displayNumber={colourDisplayNumber(data.displayNumber, dimension?.promotion)}
        oldDisplayNumber={oldNumber}
      />
      <PriceDisplay
        view={priceView(data.price, variant?.price ?? null)}
        locale={shop.locale}
        salesUnit={data.salesUnit}
        campaign={data.price.campaignHighlight}
      />
      <ColourSelect colours={selection.colours} selected={selection.dimensionIndex} onChange={chooseColour} />
      <SizePicker
        productId={data.id}
        context={context}
        hint={sizeHint(shop.locale, data.companyOfOrigin, data.sizeTables)}
        hasTables={data.sizeTables.length > 0}
        sizes={selection.sizes}
        selected={variantId}
        onChange={chooseSize}
        invalid={flow.notice?.highlightSizes ?? false}
        describedBy={noticeId}
      />
      <AvailabilityInfo
        availability={availabilityView(shop.locale, variant?.availability ?? data.availability)}
        forwarding={selection.forwarding}
        loyaltyPoints={data.loyaltyPoints}
        {...money}
      />
      <BuyBoxActions
        productId={data.id}
        flow={flow}
        onAdd={() => void flow.submit(variant, dimension?.promotion ?? null, onAdded)}
        disposalOffered={selection.disposalOffered}
        scarcity={scarcityQuantity(variant?.availability)}
        noticeId={noticeId}
        disabled={disabled}
        {...money}
      />
    </div>
  );
}

const buyBox = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
