import { useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { productBadges } from '../../entities/product/badges.ts';
import { Link } from '../../ui/Link.tsx';
import { media } from '../../ui/breakpoints.ts';
import { ProductBadges } from '../../entities/product/ProductBadges.tsx';
import { ProductPrice } from '../../entities/price/Price.tsx';
import { tileImageProps } from '../../ui/productImage.ts';
import { Stars } from '../../ui/Stars.tsx';
import { css, cx } from '@linaria/core';
import { WishlistButtonSlot } from '../../shop/context/wishlist.tsx';
import type { RecommendationsQuery$data } from './__generated__/RecommendationsQuery.graphql.ts';
import { brandLine, imageBox, nameLines, priceLine, starsLine, tile } from './tileLayout.ts';
import { useOnceVisible } from '../../ui/lazy/useOnceVisible.ts';

export type RecommendedProduct = RecommendationsQuery$data['gkAir'][number]['products'][number];

const IMAGE_WIDTHS = [136, 272, 384, 576] as const;
const IMAGE_SIZES = `${media.desktop} 240px, ${media.tablet} 28vw, 60vw`;

interface Props {
  recommended: RecommendedProduct;
  /** The output the tile belongs to: its link carries it as 'reco', so the product page knows where the shopper came from. */
  outputId: string;
  /** Inspiration items: sale badges only and no wishlist heart; else every badge and the heart. */
  saleBadgesOnly?: boolean;
  onVisible: () => void;
  onClick: () => void;
}

/** A recommended product: image, brand, name, price and stars, linking to its page, with the wishlist heart. */
export function RecommendationTile({ recommended, outputId, saleBadgesOnly = false, onVisible, onClick }: Props) {
  const { shop } = usePageContext();
  const { product } = recommended;
  const ref = useRef<HTMLElement>(null);
  useOnceVisible(ref, onVisible);
  const image = product.images[0];
  const badges = productBadges(
    shop.locale,
    { flag: product.flag, saving: product.price.saving, savingRange: product.price.savingRange, heatDegree: product.heatDegree },
    saleBadgesOnly ? 'saleOnly' : 'all',
  );
  return (
    <article ref={ref} className={cx(tile, positioned)} data-product-id={product.id}>
      <Link href={`/p/${encodeURIComponent(product.id)}?reco=${encodeURIComponent(outputId)}`} className={link} onClick={onClick}>
        <span className={top}>
          {image ? <img className={imageBox} {...tileImageProps(image, IMAGE_WIDTHS, IMAGE_SIZES)} /> : <span className={imageBox} />}
          <span className={badgesBox}>
            <ProductBadges badges={badges} />
          </span>
        </span>
        <span className={brandLine}>{product.brand?.name}</span>
        <span className={nameLines}>{product.name}</span>
      </Link>
      {/* Over the image's top right corner, beside the link rather than in it (no button inside a link). */}
      {!saleBadgesOnly && <WishlistButtonSlot productId={product.id} productName={product.name} className={wishlistButton} />}
      <div className={priceLine}>
        <ProductPrice price={product.price} locale={shop.locale} />
      </div>
      <div className={starsLine}>
        <Stars rating={product.rating} locale={shop.locale} />
      </div>
    </article>
  );
}

const positioned = css`
  position: relative;
`;
const wishlistButton = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
`;
const link = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  color: inherit;
  text-decoration: none;
  &:hover > span:last-child,
  &:focus-visible > span:last-child {
    text-decoration: underline;
  }
`;
const top = css`
  position: relative;
  display: block;
`;
const badgesBox = css`
  position: absolute;
  inset: 0 auto auto 0;
  padding: var(--space-2);
`;
