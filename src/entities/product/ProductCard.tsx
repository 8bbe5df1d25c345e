import { css } from '@linaria/core';
import type { ReactNode, RefObject } from 'react';
import { graphql } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { ProductPrice } from '../price/Price.tsx';
import { WishlistButtonSlot } from '../../shop/context/wishlist.tsx';
import { media } from '../../ui/breakpoints.ts';
import { Link } from '../../ui/Link.tsx';
import { tileImageProps } from '../../ui/productImage.ts';
import { Stars } from '../../ui/Stars.tsx';
import type { ProductCard_product$data } from './__generated__/ProductCard_product.graphql.ts';
import { outsoldBadge, productBadges, type BadgeTypesShown } from './badges.ts';
import { ProductBadges } from './ProductBadges.tsx';

// The fields a product card renders (image, badges, brand, name, price, stars) and the wishlist
// heart names. Product lists select them by spreading `...ProductCard_product @relay(mask: false)`
// in a product: unmasked, the fields land in the spreading selection's own data, so its component
// hands them on as they are and the browser loads no reader artifact for this fragment (nothing
// reads this constant; the build leaves it out).
export const ProductCardFragment = graphql`
  fragment ProductCard_product on Product {
    id
    name
    flag
    rating
    heatDegree
    brand {
      name
    }
    price {
      ...Price_productPrice @relay(mask: false)
      saving
      savingRange
    }
    images(count: 1) {
      hash
      alt
    }
  }
`;

/** The fields as a spreading selection holds them (without the fragment's own type mark). */
export type ProductCardData = Omit<ProductCard_product$data, ' $fragmentType'>;

/** The path of a product's page. */
export const productPath = (id: string) => `/p/${encodeURIComponent(id)}`;

// Product images' aspect ratio (the catalogue's photos are 1390 × 1860).
const IMAGE_WIDTH = 1390;
const IMAGE_HEIGHT = 1860;

// Source size 384 px, the smallest 136 px; 2 columns on phones up to 4 on desktop (max 1240 px).
const IMAGE_WIDTHS = [136, 272, 384, 576, 768] as const;
const IMAGE_SIZES = `${media.wide} 290px, ${media.desktop} 23vw, ${media.tablet} 31vw, 47vw`;

/**
 * How a carousel sets its cards (class names, and its image's widths and sizes): the carousel's own
 * look, shared with its loading placeholder, so a filled carousel is as tall as its placeholder.
 */
export interface CarouselLayout {
  tile: string;
  link: string;
  /** The image's box, the badges laid over it. */
  top: string;
  image: string;
  badges: string;
  brand: string;
  name: string;
  price: string;
  stars: string;
  imageWidths: readonly number[];
  imageSizes: string;
}

interface Props {
  product: ProductCardData;
  /**
   * A slide of a carousel: every line in its box, badges inside the link, the heart beside it.
   * Without: a tile of a grid, its name a heading, badges, heart and `overImage` laid over the
   * image, `children` below the stars.
   */
  carousel?: CarouselLayout;
  /** The card's link (the product page, with the list's own parameters). */
  href: string;
  onClick: () => void;
  /** The card's element, for the list's visibility tracking. */
  cardRef: RefObject<HTMLElement | null>;
  badgeTypesShown: BadgeTypesShown;
  /** Sold out (grid): the sold-out badge first and the image greyed out. */
  outsold?: boolean;
  /** The image loads eagerly with high priority (a grid's first row). */
  eager?: boolean;
  /** Wishlist button appearance; false: none. */
  wishlist: 'toggle' | 'remove' | false;
  /** Grid: more controls laid over the image, below the badges (quick buy). */
  overImage?: ReactNode;
  /** Grid: what follows the stars (colour tiles). */
  children?: ReactNode;
}

/** A product as a list shows it: image, badges, brand, name, price and stars, linking to its page, with the wishlist heart. */
export function ProductCard({
  product,
  carousel,
  href,
  onClick,
  cardRef,
  badgeTypesShown,
  outsold,
  eager = false,
  wishlist,
  overImage,
  children,
}: Props) {
  const { locale } = usePageContext().shop;
  const image = product.images[0];
  const badges = productBadges(
    locale,
    { flag: product.flag, saving: product.price.saving, savingRange: product.price.savingRange, heatDegree: product.heatDegree },
    badgeTypesShown,
  );
  if (outsold) badges.unshift(outsoldBadge(locale));
  const heart = wishlist && (
    <WishlistButtonSlot productId={product.id} appearance={wishlist} productName={product.name} className={wishlistButton} />
  );
  const price = <ProductPrice price={product.price} locale={locale} />;
  const stars = <Stars rating={product.rating} locale={locale} />;

  if (carousel)
    return (
      <article ref={cardRef} className={carousel.tile} data-product-id={product.id}>
        <Link href={href} className={carousel.link} onClick={onClick}>
          <span className={carousel.top}>
            {image ? (
              <img className={carousel.image} {...tileImageProps(image, carousel.imageWidths, carousel.imageSizes)} />
            ) : (
              <span className={carousel.image} />
            )}
            <span className={carousel.badges}>
              <ProductBadges badges={badges} />
            </span>
          </span>
          <span className={carousel.brand}>{product.brand?.name}</span>
          <span className={carousel.name}>{product.name}</span>
        </Link>
        {/* Over the image's top right corner, beside the link rather than in it (no button inside a link). */}
        {heart}
        <div className={carousel.price}>{price}</div>
        <div className={carousel.stars}>{stars}</div>
      </article>
    );

  return (
    <article ref={cardRef} className={gridTile} data-outsold={outsold || undefined} data-product-id={product.id}>
      <div className={gridTop}>
        <Link href={href} className={gridLink} onClick={onClick}>
          {image && <img className={gridImage} {...tileImageProps(image, IMAGE_WIDTHS, IMAGE_SIZES, eager)} />}
          {product.brand && <span className={gridBrand}>{product.brand.name}</span>}
          <h3 className={gridTitle}>{product.name}</h3>
        </Link>
        {/* Laid over the image: same width, same ratio; it greys the image out when sold out. */}
        <div className={gridOverImage}>
          <ProductBadges badges={badges} />
          {heart}
          {overImage}
        </div>
      </div>
      {price}
      {stars}
      {children}
    </article>
  );
}

// A listing holds up to 60 tiles, a phone shows four to six of them at first. A tile away from the
// screen is neither styled, laid out nor painted until it comes near (content-visibility), and
// stands in with the height it will about have: its image's height at the width the grid gives it
// (--tile-width, set by ProductGrid) and some 9rem for name, price, stars and colours (the average
// over the mock's listings at every breakpoint). Once rendered it keeps its real height ('auto').
// Such a tile clips what it paints to its box, and the focus rings of its link and colours (outline
// 2px, offset 2px) reach beyond it: the clip margin keeps them whole, and a browser without one
// renders every tile at once rather than cut a focus ring.
const gridTile = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
  @supports (overflow-clip-margin: 1px) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto calc(var(--tile-width, 11rem) * ${IMAGE_HEIGHT} / ${IMAGE_WIDTH} + 9rem);
    overflow-clip-margin: 0.25rem;
  }
  &[data-outsold] img {
    filter: grayscale(1);
    opacity: 0.6;
  }
`;
const gridTop = css`
  position: relative;
`;
const gridLink = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  color: inherit;
  text-decoration: none;
  &:hover h3,
  &:focus-visible h3 {
    text-decoration: underline;
  }
`;
const gridImage = css`
  display: block;
  margin-bottom: 0.25rem;
  width: 100%;
  min-width: 136px;
  height: auto;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  background: var(--color-surface);
  object-fit: cover;
`;
const gridOverImage = css`
  position: absolute;
  inset: 0 0 auto;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-start;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  padding: 0.5rem;
  pointer-events: none;
  article[data-outsold] & {
    background: color-mix(in srgb, var(--color-background) 35%, transparent);
  }
  & > button,
  & > span {
    pointer-events: auto;
  }
`;
const wishlistButton = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
`;
const gridBrand = css`
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const gridTitle = css`
  margin: 0;
  font-size: 1rem;
  font-weight: 400;
  overflow-wrap: anywhere;
`;
