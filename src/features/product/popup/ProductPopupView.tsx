import { css, cx } from '@linaria/core';
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { track } from '../../../shop/analytics/index.ts';
import { media } from '../../../ui/breakpoints.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { productImageSrcSet, productImageUrl } from '../../../ui/productImage.ts';
import { BuyBox } from '../buybox/BuyBox.tsx';
import type { ProductPopupView_product$key } from './__generated__/ProductPopupView_product.graphql.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

/** Product list type of the quick-buy popup's mini product view (section 9). */
export const MINI_PDP_LIST = 'miniPdp';

interface Props {
  product: ProductPopupView_product$key;
  /** The placeholder product while the real one loads: in skeleton form, nothing operable, not tracked. */
  placeholder?: boolean;
}

/** The mini product view of the quick-buy popup: image, buy box and the way to the full page. */
export function ProductPopupView({ product, placeholder = false }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductPopupView_product on Product {
        id
        name
        brand {
          name
        }
        displayNumber
        availability {
          key
          state
          color
        }
        price {
          currency
          min
        }
        images(count: 1) {
          hash
          alt
        }
        ...BuyBox_product
      }
    `,
    product,
  );
  const image = data.images[0];
  // The mini product view is its own product list type (section 9: miniPdp).
  useEffect(() => {
    if (placeholder) return;
    const viewed = {
      id: data.id,
      name: data.name,
      brand: data.brand?.name ?? null,
      priceCents: data.price.min,
      availability: data.availability,
      displayNumber: data.displayNumber,
    };
    track((e) => e.productDetailViewEvent(data.price.currency, viewed, MINI_PDP_LIST));
  }, [placeholder, data.id, data.name, data.brand, data.price, data.availability, data.displayNumber]);
  // The full page's link says it comes from the popup, so that page is credited to the popupProduct list.
  // The placeholder is hidden from assistive technology and input (inert); the dialog says it is busy.
  return (
    <div
      className={cx(layout, placeholder && skeleton)}
      inert={placeholder}
      aria-busy={placeholder || undefined}
      data-placeholder={placeholder ? '' : undefined}
    >
      {placeholder && <div className={img} />}
      {image && (
        <img
          className={img}
          src={productImageUrl(image.hash, 384)}
          srcSet={productImageSrcSet(image.hash, [272, 384, 576])}
          sizes={`${media.tablet} 22rem, 60vw`}
          width={1390}
          height={1860}
          alt={image.alt ?? data.name}
        />
      )}
      <div className={side}>
        <BuyBox product={data} context="popup" disabled={placeholder} />
        <ButtonLink variant="secondary" href={`/p/${encodeURIComponent(data.id)}?referrer=popupProduct`}>
          {productTexts(usePageContext().shop.locale).productAllDetails()}
        </ButtonLink>
      </div>
    </div>
  );
}

const layout = css`
  display: grid;
  gap: var(--space-4);
  @media ${media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: var(--space-5);
  }
`;
// Texts become grey bars of their final size (an empty one a line high), icons are left out.
const skeleton = css`
  & :is(h2, p, span, legend, label, a, button) {
    color: transparent;
  }
  & :is(h2, p):empty {
    min-height: 1lh;
  }
  & :is(h2, p, a, button) {
    border-color: transparent;
    background: var(--color-surface);
  }
  & :is(svg, img) {
    visibility: hidden;
  }
`;
const img = css`
  display: block;
  width: 100%;
  max-width: 12rem;
  height: auto;
  margin: 0 auto;
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
  object-fit: cover;
  @media ${media.tablet} {
    max-width: none;
  }
`;
const side = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
