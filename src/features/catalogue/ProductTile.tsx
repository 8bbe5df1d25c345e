import { css } from '@linaria/core';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { outsoldBadge, productBadges, type BadgeTypesShown } from '../../entities/product/badges.ts';
import { tileTexts } from '../../entities/product/tileTexts.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Link } from '../../ui/Link.tsx';
import { ProductBadges } from '../../entities/product/ProductBadges.tsx';
import { ProductPrice } from '../../entities/price/Price.tsx';
import { tileImageProps } from '../../ui/productImage.ts';
import { Stars } from '../../ui/Stars.tsx';
import { useQuickBuy } from '../../entities/product/quickBuy.ts';
import { useUrlSearch } from '../../shop/page/urlSearch.ts';
import { WishlistButtonSlot } from '../../shop/context/wishlist.tsx';
import type { ProductTile_product$key } from './__generated__/ProductTile_product.graphql.ts';
import { ColourTiles } from './ColourTiles.tsx';
import type { TrackedTile } from './tileAnalytics.ts';
import { loadOnce } from '../../ui/lazy/loadOnce.ts';
import { useOnceVisible } from '../../ui/lazy/useOnceVisible.ts';
import { media } from '../../ui/breakpoints.ts';

// The tiles' analytics load with the first tile that shows, not with the page's first scripts.
const loadAnalytics = loadOnce(() => import('./tileAnalytics.ts'));

// Product images' aspect ratio (the catalogue's photos are 1390 × 1860).
const IMAGE_WIDTH = 1390;
const IMAGE_HEIGHT = 1860;

interface Props {
  product: ProductTile_product$key;
  /** 1-based position in the list (analytics). */
  position: number;
  /** Product list type (analytics): plp, srp, pinnedProducts, recommendation, … */
  listType: string;
  /** How the shopper reached the list (analytics), e.g. srp/suggestion or directSearch. */
  listOrigin?: string;
  /** Images of the first row load eagerly with high priority; the rest when scrolled near. */
  eager?: boolean;
  badgeTypesShown?: BadgeTypesShown;
  /** Offers quick buy where it is available (src/entities/product/quickBuy.ts; not on the server, not with the flag off). */
  quickBuy?: boolean;
  /** Wishlist button appearance; false: none (carousels inside inspiration items, spec 2.12). */
  wishlist?: 'toggle' | 'remove' | false;
}

// Source size 384 px, the smallest 136 px; 2 columns on phones up to 4 on desktop (max 1240 px).
const IMAGE_WIDTHS = [136, 272, 384, 576, 768] as const;
const IMAGE_SIZES = `${media.wide} 290px, ${media.desktop} 23vw, ${media.tablet} 31vw, 47vw`;

export function ProductTile({
  product,
  position,
  listType,
  listOrigin,
  eager = false,
  badgeTypesShown = 'all',
  quickBuy,
  wishlist = 'toggle',
}: Props) {
  const { shop } = usePageContext();
  const search = useUrlSearch();
  const data = useFragment(
    graphql`
      fragment ProductTile_product on Product {
        id
        name
        catalogId
        outsold
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
        colors {
          id
          code
          label
          isSoldOut
        }
      }
    `,
    product,
  );
  const ref = useRef<HTMLElement>(null);
  const tracked = (): TrackedTile => ({
    id: data.id,
    name: data.name,
    brand: data.brand?.name ?? null,
    priceCents: data.price.min,
    currency: data.price.currency,
    list: listType,
    listOrigin,
    position,
  });
  useOnceVisible(ref, () => void loadAnalytics().then((analytics) => analytics.trackTileImpression(tracked())));
  const onClick = () => void loadAnalytics().then((analytics) => analytics.trackTileClick(tracked()));

  const image = data.images[0];
  const badges = productBadges(
    shop.locale,
    { flag: data.flag, saving: data.price.saving, savingRange: data.price.savingRange, heatDegree: data.heatDegree },
    badgeTypesShown,
  );
  if (data.outsold) badges.unshift(outsoldBadge(shop.locale));
  const href = `/p/${encodeURIComponent(data.id)}`;
  const epid = typeof search.epid === 'string' ? search.epid : undefined;

  return (
    <article ref={ref} className={tile} data-outsold={data.outsold || undefined} data-product-id={data.id}>
      <div className={top}>
        <Link href={href} className={link} onClick={onClick}>
          {image && <img className={img} {...tileImageProps(image, IMAGE_WIDTHS, IMAGE_SIZES, eager)} />}
          {data.brand && <span className={brand}>{data.brand.name}</span>}
          <h3 className={title}>{data.name}</h3>
        </Link>
        {/* Laid over the image: same width, same ratio; it greys the image out when sold out. */}
        <div className={overImage}>
          <ProductBadges badges={badges} />
          {wishlist && <WishlistButtonSlot productId={data.id} appearance={wishlist} productName={data.name} className={wishlistButton} />}
          {quickBuy && !data.outsold && <QuickBuyButton productId={data.id} catalogId={data.catalogId} productName={data.name} />}
        </div>
      </div>
      <ProductPrice price={data.price} locale={shop.locale} />
      <Stars rating={data.rating} locale={shop.locale} />
      <ColourTiles colors={data.colors} productId={data.id} productName={data.name} epid={epid} productHref={href} onClick={onClick} />
    </article>
  );
}

/**
 * The tile's quick-buy button; nothing where quick buy is not offered. It reads the control
 * itself, so the flag coming on or a product loading renders the buttons again, not the list.
 */
function QuickBuyButton({
  productId,
  catalogId,
  productName,
}: {
  productId: string;
  catalogId: string | null | undefined;
  productName: string;
}) {
  const quickBuy = useQuickBuy();
  const { locale } = usePageContext().shop;
  if (!quickBuy) return null;
  const loading = quickBuy.loadingId === productId;
  return (
    <Button
      variant="icon"
      className={quickBuyButton}
      // Each tile's button names its product: a listing holds up to 60 of them.
      aria-label={tileTexts(locale).tileQuickBuy({ name: productName })}
      aria-busy={loading || undefined}
      // The loading one stays focusable (the popup, open meanwhile, may close before its answer and
      // hands the focus back to it); a click on it does nothing then.
      aria-disabled={loading || undefined}
      disabled={quickBuy.loadingId !== null && !loading}
      data-loading={loading || undefined}
      onClick={() => quickBuy.open(productId, catalogId)}
    >
      {loading ? <span className={spinner} /> : <Icon name="basket" size={22} />}
    </Button>
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
const tile = css`
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
const top = css`
  position: relative;
`;
const link = css`
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
const img = css`
  display: block;
  margin-bottom: 0.25rem;
  width: 100%;
  min-width: 136px;
  height: auto;
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  background: var(--color-surface);
  object-fit: cover;
`;
const overImage = css`
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
const quickBuyButton = css`
  align-self: flex-end;
  margin-top: auto;
  box-shadow: var(--shadow-raised);
  &:hover:not(:disabled) {
    color: var(--color-primary);
    border-color: var(--color-primary);
  }
  /* Doubled: the loading tile stays opaque over the button's disabled look. */
  &&[data-loading] {
    cursor: progress;
    opacity: 1;
  }
`;
const spinner = css`
  width: 20px;
  height: 20px;
  border: 2px solid var(--color-border);
  border-top-color: var(--color-primary);
  border-radius: var(--radius-round);
  animation: tile-spin 0.8s linear infinite;
  @keyframes tile-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
const brand = css`
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const title = css`
  margin: 0;
  font-size: 1rem;
  font-weight: 400;
  overflow-wrap: anywhere;
`;
