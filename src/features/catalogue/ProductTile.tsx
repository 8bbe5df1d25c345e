import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';
import { Price } from '../../ui/Price.tsx';
import { productImageSrcSet, productImageUrl } from '../../ui/productImage.ts';
import type { ProductTile_product$key } from './__generated__/ProductTile_product.graphql.ts';

interface Props {
  product: ProductTile_product$key;
  /** Images of the first row load eagerly; the rest when scrolled near. */
  eager?: boolean;
}

export function ProductTile({ product, eager = false }: Props) {
  const { shop } = usePageContext();
  const data = useFragment(
    graphql`
      fragment ProductTile_product on Product {
        id
        name
        outsold
        brand {
          name
        }
        price {
          currency
          min
          old
          priceRange
        }
        images(count: 1) {
          hash
          alt
        }
      }
    `,
    product,
  );
  const image = data.images[0];
  return (
    <article className={tile} data-outsold={data.outsold || undefined}>
      <Link href={`/p/${encodeURIComponent(data.id)}`} className={link}>
        {image && (
          <img
            className={img}
            src={productImageUrl(image.hash, 384)}
            srcSet={productImageSrcSet(image.hash, [192, 384, 576])}
            sizes="(min-width: 992px) 25vw, 50vw"
            width={1390}
            height={1860}
            alt={image.alt ?? ''}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {data.brand && <p className={brand}>{data.brand.name}</p>}
        <h2 className={title}>{data.name}</h2>
      </Link>
      <Price amount={data.price.min} old={data.price.old} currency={data.price.currency} locale={shop.locale} range={data.price.priceRange} />
      {data.outsold && <p className={soldOut}>Ausverkauft</p>}
    </article>
  );
}

const tile = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  &[data-outsold] img {
    opacity: 0.5;
  }
`;
const link = css`
  color: inherit;
  text-decoration: none;
  &:hover h2,
  &:focus-visible h2 {
    text-decoration: underline;
  }
`;
const img = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
  object-fit: cover;
`;
const brand = css`
  margin: 0.5rem 0 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const title = css`
  margin: 0;
  font-size: 1rem;
  font-weight: 400;
`;
const soldOut = css`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
