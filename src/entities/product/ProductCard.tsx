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

/** What a product card shows in either look: its image, badges, wishlist heart, price and stars. */
export interface CardParts {
  image: ProductCardData['images'][number] | undefined;
  badges: ReactNode;
  heart: ReactNode;
  price: ReactNode;
  stars: ReactNode;
}

/**
 * The parts of a product's card, as the grid's tile and a carousel's slide lay them out: its badges
 * (the sold-out one first when sold out), the wishlist heart (none when `wishlist` is false) over
 * the image's top right corner, price and stars in the shop's locale.
 */
export function useCardParts(
  product: ProductCardData,
  badgeTypesShown: BadgeTypesShown,
  wishlist: 'toggle' | 'remove' | false,
  outsold = false,
): CardParts {
  const { locale } = usePageContext().shop;
  const badges = productBadges(
    locale,
    { flag: product.flag, saving: product.price.saving, savingRange: product.price.savingRange, heatDegree: product.heatDegree },
    badgeTypesShown,
  );
  if (outsold) badges.unshift(outsoldBadge(locale));
  return {
    image: product.images[0],
    badges: <ProductBadges badges={badges} />,
    heart: wishlist && (
      <WishlistButtonSlot productId={product.id} appearance={wishlist} productName={product.name} className={wishlistButton} />
    ),
    price: <ProductPrice price={product.price} locale={locale} />,
    stars: <Stars rating={product.rating} locale={locale} />,
  };
}

interface Props {
  product: ProductCardData;
  /** The card's link (the product page, with the list's own parameters). */
  href: string;
  onClick: () => void;
  /** The card's element, for the list's visibility tracking. */
  cardRef: RefObject<HTMLElement | null>;
  badgeTypesShown: BadgeTypesShown;
  /** Sold out: the sold-out badge first and the image greyed out. */
  outsold?: boolean;
  /** The image loads eagerly with high priority (a grid's first row). */
  eager?: boolean;
  /** Wishlist button appearance; false: none. */
  wishlist: 'toggle' | 'remove' | false;
  /** More controls laid over the image, below the badges (quick buy). */
  overImage?: ReactNode;
  /** What follows the stars (colour tiles). */
  children?: ReactNode;
}

/**
 * A product as a grid of products shows it: image, brand and name (a heading) linking to its page,
 * badges, the wishlist heart and `overImage` laid over the image, price, stars and `children`
 * below. A carousel lays the same parts out as its slide (ProductCarouselCard).
 */
export function ProductCard({
  product,
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
  const { image, badges, heart, price, stars } = useCardParts(product, badgeTypesShown, wishlist, outsold);
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
          {badges}
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
