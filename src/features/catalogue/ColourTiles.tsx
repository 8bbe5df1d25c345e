import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { tileTexts } from '../../entities/product/tileTexts.ts';
import { Link } from '../../ui/Link.tsx';
import type { ProductTile_product$data } from './__generated__/ProductTile_product.graphql.ts';
import { colourHref, colourTileLayout, COLOUR_TILES_MOBILE } from './colourTileRules.ts';
import { media } from '../../ui/breakpoints.ts';

interface Props {
  /** The tile's colours, read with the tile's own fragment (one read per tile, not two). */
  colors: ProductTile_product$data['colors'];
  productId: string;
  /** For the links' names: 'senf' alone does not say which of the page's products it is. */
  productName: string;
  /** The current page's epid parameter, kept on the colour links. */
  epid: string | undefined;
  productHref: string;
  onClick: () => void;
}

/** A product's colours as small tiles linking to the product page in that colour. */
export function ColourTiles({ colors: data, productId, productName, epid, productHref, onClick }: Props) {
  const texts = tileTexts(usePageContext().shop.locale);
  // One colour says nothing the image does not show.
  if (data.length < 2) return null;
  const layout = colourTileLayout(data.length);
  return (
    <ul className={list} aria-label={texts.tileColours()}>
      {data.slice(0, layout.rendered).map((colour, index) => (
        <li key={colour.id} className={item} data-desktop-only={index >= COLOUR_TILES_MOBILE || undefined}>
          <Link
            href={colourHref(productId, colour.id, epid)}
            className={swatch}
            aria-label={(colour.isSoldOut ? texts.tileColourSoldOut : texts.tileColour)({ name: productName, colour: colour.label })}
            title={colour.label}
            data-soldout={colour.isSoldOut || undefined}
            onClick={onClick}
          >
            {/*
              The colour as an SVG presentation attribute, not a style (the shop's CSP allows no
              style attributes): the empty SVG paints its background in it. One element for some
              hundred swatches on a listing, which the server renders for every view.
            */}
            <svg color={colour.code} aria-hidden="true" />
          </Link>
        </li>
      ))}
      {layout.moreOnMobile && (
        <li className={item} data-mobile-only={!layout.moreOnDesktop || undefined}>
          <Link href={productHref} className={more} aria-label={texts.tileMoreColours()} onClick={onClick}>
            ...
          </Link>
        </li>
      )}
    </ul>
  );
}

// Each colour is a tile of 35 px on phones and tablets (small) and 44 px on desktop (medium): big
// enough to hit with a finger; the colour's dot sits inside it with room around, which also spaces
// the tiles, so they need no gap of their own.
const list = css`
  --colour-tile: 35px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  @media ${media.desktop} {
    --colour-tile: 44px;
  }
  margin: 0.125rem 0 0;
  padding: 0;
  list-style: none;
`;
const item = css`
  display: flex;
  @media ${media.belowDesktop} {
    &[data-desktop-only] {
      display: none;
    }
  }
  @media ${media.desktop} {
    &[data-mobile-only] {
      display: none;
    }
  }
`;
const swatch = css`
  position: relative;
  display: block;
  box-sizing: border-box;
  width: var(--colour-tile);
  height: var(--colour-tile);
  padding: 4px;
  border-radius: var(--radius-round);
  & svg {
    display: block;
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-round);
    background: currentColor;
    /* A swatch shows its colour in forced-colours modes too. */
    forced-color-adjust: none;
  }
  &:hover svg {
    border-color: var(--color-text);
  }
  &[data-soldout]::after {
    content: '';
    position: absolute;
    inset: 50% 3px auto;
    height: 2px;
    background: var(--color-muted);
    transform: rotate(-45deg);
  }
`;
const more = css`
  display: block;
  min-width: var(--colour-tile);
  color: var(--color-text);
  line-height: var(--colour-tile);
  text-align: center;
  text-decoration: none;
`;
