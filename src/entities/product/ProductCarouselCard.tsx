import type { RefObject } from 'react';
import { Link } from '../../ui/Link.tsx';
import { tileImageProps } from '../../ui/productImage.ts';
import type { BadgeTypesShown } from './badges.ts';
import { useCardParts, type ProductCardData } from './ProductCard.tsx';

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
  layout: CarouselLayout;
  /** The card's link (the product page, with the list's own parameters). */
  href: string;
  onClick: () => void;
  /** The card's element, for the list's visibility tracking. */
  cardRef: RefObject<HTMLElement | null>;
  badgeTypesShown: BadgeTypesShown;
  /** Wishlist button appearance; false: none. */
  wishlist: 'toggle' | 'remove' | false;
}

/**
 * A product as a carousel's slide shows it: the product card's parts (ProductCard.tsx), every line
 * in a box of the carousel's layout, the badges inside the link and the heart beside it. A module
 * of its own, so that a grid's pages do not load this look.
 */
export function ProductCarouselCard({ product, layout, href, onClick, cardRef, badgeTypesShown, wishlist }: Props) {
  const { image, badges, heart, price, stars } = useCardParts(product, badgeTypesShown, wishlist);
  return (
    <article ref={cardRef} className={layout.tile} data-product-id={product.id}>
      <Link href={href} className={layout.link} onClick={onClick}>
        <span className={layout.top}>
          {image ? (
            <img className={layout.image} {...tileImageProps(image, layout.imageWidths, layout.imageSizes)} />
          ) : (
            <span className={layout.image} />
          )}
          <span className={layout.badges}>{badges}</span>
        </span>
        <span className={layout.brand}>{product.brand?.name}</span>
        <span className={layout.name}>{product.name}</span>
      </Link>
      {/* Over the image's top right corner, beside the link rather than in it (no button inside a link). */}
      {heart}
      <div className={layout.price}>{price}</div>
      <div className={layout.stars}>{stars}</div>
    </article>
  );
}
