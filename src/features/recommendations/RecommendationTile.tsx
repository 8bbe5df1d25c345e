import { useRef } from 'react';
import { ProductCard, productPath } from '../../entities/product/ProductCard.tsx';
import { useOnceVisible } from '../../ui/lazy/useOnceVisible.ts';
import type { RecommendationsQuery$data } from './__generated__/RecommendationsQuery.graphql.ts';

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
    <ProductCard
      product={product}
      layout="carousel"
      href={`${productPath(product.id)}?reco=${encodeURIComponent(outputId)}`}
      onClick={onClick}
      cardRef={ref}
      badgeTypesShown={saleBadgesOnly ? 'saleOnly' : 'all'}
      wishlist={!saleBadgesOnly && 'toggle'}
    />
  );
}
