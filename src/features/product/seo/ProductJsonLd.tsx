import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { productImageUrl } from '../../../ui/productImage.ts';
import type { ProductJsonLd_product$key } from './__generated__/ProductJsonLd_product.graphql.ts';
import { jsonForScript, productJsonLd } from './productStructuredData.ts';

/** Absolute URL of the product page search engines should index. */
export function canonicalProductUrl(host: string, canonicalId: string): string {
  return `${host}/p/${encodeURIComponent(canonicalId)}`;
}

/** The product as schema.org data for search engines. */
export function ProductJsonLd({ product, reviewCount }: { product: ProductJsonLd_product$key; reviewCount: number | null }) {
  const data = useFragment(
    graphql`
      fragment ProductJsonLd_product on Product {
        id
        canonicalId
        name
        description
        displayNumber
        rating
        brand {
          name
        }
        price {
          currency
          min
          max
          priceRange
        }
        availability {
          state
        }
        images {
          hash
        }
      }
    `,
    product,
  );
  const { shop } = usePageContext();
  const absolute = (url: string) => (url.startsWith('/') ? shop.host + url : url);
  const json = jsonForScript(
    productJsonLd({
      url: canonicalProductUrl(shop.host, data.canonicalId ?? data.id),
      name: data.name,
      description: data.description ?? null,
      images: data.images.map((image) => absolute(productImageUrl(image.hash, 1212))),
      displayNumber: data.displayNumber,
      brand: data.brand?.name ?? null,
      price: data.price,
      availability: data.availability.state,
      rating: data.rating ?? null,
      reviewCount,
    }),
  );
  // A data block: never run, so the CSP does not concern it.
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
