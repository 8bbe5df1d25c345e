import { css } from '@linaria/core';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import type { ProductDetails_product$key } from './__generated__/ProductDetails_product.graphql.ts';
import { media } from '../../ui/breakpoints.ts';
import { ProductBreadcrumb } from './breadcrumb/ProductBreadcrumb.tsx';
import { BuyBox } from './buybox/BuyBox.tsx';
import { BackToListingButton } from './gallery/BackToListingButton.tsx';
import { ProductGallery } from './gallery/ProductGallery.tsx';
import { ProductInformation } from './info/ProductInformation.tsx';
import { LinkBox } from './linkbox/LinkBox.tsx';
import { RecommendationSlots } from './recommendations/RecommendationSlots.tsx';
import { ProductJsonLd } from './seo/ProductJsonLd.tsx';
import { DeferredHydration } from '../../ui/lazy/DeferredHydration.tsx';
import { ShareButton } from './share/ShareButton.tsx';

interface Props {
  product: ProductDetails_product$key;
  /** Published reviews, for the structured data; null when unknown. */
  reviewCount: number | null;
  /** The disposal note (content API), loaded when its modal opens. */
  disposalNote?: ComponentProps<typeof ProductInformation>['disposalNote'];
  /** Fills the recommendation places (the page composes them): sliders in order with their output ids. */
  recommendations?: (place: { productId: string; lastBreadcrumbId: string | null; outputs: readonly (readonly string[])[] }) => ReactNode;
}

/**
 * The product detail page's content, top to bottom: breadcrumb, images beside the buy box on
 * desktop, information and notices, recommendation places, link box, structured data.
 */
export function ProductDetails({ product, reviewCount, disposalNote, recommendations }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductDetails_product on Product {
        id
        breadcrumb {
          id
        }
        ...ProductBreadcrumb_product
        ...ProductGallery_product
        ...BuyBox_product
        ...ProductInformation_product
        ...LinkBox_product
        ...ProductJsonLd_product
      }
    `,
    product,
  );
  const { runtime } = usePageContext();
  // The buy box owns the choice; the details show the chosen size's attributes too.
  const [variantId, setVariantId] = useState<string | null>(null);
  return (
    <div className={page}>
      <ProductBreadcrumb product={data} />
      <article className={layout}>
        <ProductGallery product={data} overlay={<BackToListingButton />} actions={runtime === 'webview' ? <ShareButton /> : null} />
        <div className={side}>
          <BuyBox product={data} onVariantChange={setVariantId} />
          <ProductInformation product={data} variantId={variantId} reviewCount={reviewCount} disposalNote={disposalNote} />
        </div>
      </article>
      <RecommendationSlots>
        {recommendations &&
          ((outputs) => recommendations({ productId: data.id, lastBreadcrumbId: data.breadcrumb.at(-1)?.id ?? null, outputs }))}
      </RecommendationSlots>
      <LinkBox product={data} />
      {/* For search engines, which read the server's HTML: the browser keeps it and loads none of its code. */}
      <DeferredHydration>{import.meta.env.SSR ? <ProductJsonLd product={data} reviewCount={reviewCount} /> : null}</DeferredHydration>
    </div>
  );
}

const page = css`
  display: grid;
  gap: 1.5rem;
`;
const layout = css`
  display: grid;
  gap: 1.5rem;
  @media ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    gap: 3rem;
  }
`;
const side = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;
