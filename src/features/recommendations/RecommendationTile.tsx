import { css, cx } from '@linaria/core';
import { useRef } from 'react';
import { productPath } from '../../entities/product/ProductCard.tsx';
import { ProductCarouselCard, type CarouselLayout } from '../../entities/product/ProductCarouselCard.tsx';
import { media } from '../../ui/breakpoints.ts';
import { useOnceVisible } from '../../ui/lazy/useOnceVisible.ts';
import type { RecommendationsQuery$data } from './__generated__/RecommendationsQuery.graphql.ts';
import { brandLine, imageBox, nameLines, priceLine, starsLine, tile } from './tileLayout.ts';

export type RecommendedProduct = RecommendationsQuery$data['gkAir'][number]['products'][number];

interface Props {
  recommended: RecommendedProduct;
  /** The output the tile belongs to: its link carries it as 'reco', so the product page knows where the shopper came from. */
  outputId: string;
  /** Inspiration items: sale badges only and no wishlist heart; else every badge and the heart. */
  saleBadgesOnly?: boolean;
  onVisible: () => void;
  onClick: () => void;
}

/** A recommended product as a carousel's product card, its link naming the output, reported when seen and clicked. */
export function RecommendationTile({ recommended, outputId, saleBadgesOnly = false, onVisible, onClick }: Props) {
  const { product } = recommended;
  const ref = useRef<HTMLElement>(null);
  useOnceVisible(ref, onVisible);
  return (
    <ProductCarouselCard
      product={product}
      layout={LAYOUT}
      href={`${productPath(product.id)}?reco=${encodeURIComponent(outputId)}`}
      onClick={onClick}
      cardRef={ref}
      badgeTypesShown={saleBadgesOnly ? 'saleOnly' : 'all'}
      wishlist={!saleBadgesOnly && 'toggle'}
    />
  );
}

const positioned = css`
  position: relative;
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

// The card's lines in the boxes the carousel's placeholder shows too; a slide is at most 240 px wide.
const LAYOUT: CarouselLayout = {
  tile: cx(tile, positioned),
  link,
  top,
  image: imageBox,
  badges: badgesBox,
  brand: brandLine,
  name: nameLines,
  price: priceLine,
  stars: starsLine,
  imageWidths: [136, 272, 384, 576],
  imageSizes: `${media.desktop} 240px, ${media.tablet} 28vw, 60vw`,
};
