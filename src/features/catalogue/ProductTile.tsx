import { css } from '@linaria/core';
import { useRef } from 'react';
import { graphql } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import type { BadgeTypesShown } from '../../entities/product/badges.ts';
import { ProductCard, productPath } from '../../entities/product/ProductCard.tsx';
import { tileTexts } from '../../entities/product/tileTexts.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useQuickBuy } from '../../entities/product/quickBuy.ts';
import { useUrlSearch } from '../../shop/page/urlSearch.ts';
import type { ProductTile_product$data } from './__generated__/ProductTile_product.graphql.ts';
import { ColourTiles } from './ColourTiles.tsx';
import type { TrackedTile } from './tileAnalytics.ts';
import { loadOnce } from '../../ui/lazy/loadOnce.ts';
import { useOnceVisible } from '../../ui/lazy/useOnceVisible.ts';

// The tiles' analytics load with the first tile that shows, not with the page's first scripts.
const loadAnalytics = loadOnce(() => import('./tileAnalytics.ts'));

// The fields a tile renders: the card's, the catalogue id for quick buy, sold out, the colours.
// Lists spread `...ProductTile_product @relay(mask: false)` in a product: unmasked, the fields land
// in the list's own data and the browser loads no reader artifact for this fragment (nothing reads
// this constant; the build leaves it out).
export const ProductTileFragment = graphql`
  fragment ProductTile_product on Product {
    ...ProductCard_product @relay(mask: false)
    catalogId
    outsold
    colors {
      id
      code
      label
      isSoldOut
    }
  }
`;

/** The fields as a spreading selection holds them (without the fragment's own type mark). */
export type ProductTileData = Omit<ProductTile_product$data, ' $fragmentType'>;

interface Props {
  product: ProductTileData;
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
  /** Wishlist button appearance; false: none (carousels inside inspiration items). */
  wishlist?: 'toggle' | 'remove' | false;
}

export function ProductTile({
  product: data,
  position,
  listType,
  listOrigin,
  eager = false,
  badgeTypesShown = 'all',
  quickBuy,
  wishlist = 'toggle',
}: Props) {
  const search = useUrlSearch();
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

  const href = productPath(data.id);
  const epid = typeof search.epid === 'string' ? search.epid : undefined;

  return (
    <ProductCard
      product={data}
      href={href}
      onClick={onClick}
      cardRef={ref}
      badgeTypesShown={badgeTypesShown}
      outsold={data.outsold}
      eager={eager}
      wishlist={wishlist}
      overImage={quickBuy && !data.outsold && <QuickBuyButton productId={data.id} catalogId={data.catalogId} productName={data.name} />}
    >
      <ColourTiles colors={data.colors} productId={data.id} productName={data.name} epid={epid} productHref={href} onClick={onClick} />
    </ProductCard>
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
