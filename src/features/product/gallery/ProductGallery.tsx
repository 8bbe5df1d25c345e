import { css, cx } from '@linaria/core';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { productBadges } from '../../../shop/badges.ts';
import { ProductBadges } from '../../../ui/ProductBadges.tsx';
import { productImageSrcSet, productImageUrl } from '../../../ui/productImage.ts';
import { visuallyHidden } from '../../../ui/styles.ts';
import type { ProductGallery_product$key } from './__generated__/ProductGallery_product.graphql.ts';
import { DESKTOP_MIN_WIDTH, galleryTile, SRCSET_WIDTHS, tileSizes, usesCarousel } from './layout.ts';
import { useCarousel } from './useCarousel.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { roundButton } from '../../../ui/styles.ts';

const ZoomModal = lazy(() => import('./ZoomModal.tsx').then((module) => ({ default: module.ZoomModal })));

interface Props {
  product: ProductGallery_product$key;
  /** Shown over the top left of the images, above the badges (back button). */
  overlay?: ReactNode;
  /** Shown over the top right of the images (share). */
  actions?: ReactNode;
}

/**
 * The product's images. One list serves both layouts, switched by CSS alone so server render,
 * hydration and every viewport agree and nothing shifts: the grid on desktop (and for a single
 * image), a scroll-snap carousel with arrows and pagination below 992 px.
 */
export function ProductGallery({ product, overlay, actions }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductGallery_product on Product {
        name
        flag
        heatDegree
        price {
          saving
          savingRange
        }
        images {
          hash
          alt
        }
      }
    `,
    product,
  );
  const images = data.images;
  const count = images.length;
  const trackRef = useRef<HTMLUListElement>(null);
  const carousel = useCarousel(trackRef, count);
  // Once opened, the detail view stays mounted so closing the dialog returns focus to the image.
  const [zoom, setZoom] = useState<{ index: number; open: boolean } | null>(null);
  if (count === 0) return null;
  const isCarousel = usesCarousel(count);
  const badges = productBadges({ flag: data.flag, saving: data.price.saving, savingRange: data.price.savingRange, heatDegree: data.heatDegree });

  return (
    <div className={gallery} data-layout={isCarousel ? 'carousel' : 'grid'} data-testid="product-gallery">
      <ul ref={trackRef} className={track} {...carousel.trackHandlers} aria-label="Produktbilder">
        {images.map((image, index) => {
          const tile = galleryTile(index);
          return (
            <li key={image.hash} className={slide} data-tile={tile}>
              <button
                type="button"
                className={zoomButton}
                onClick={() => setZoom({ index, open: true })}
                aria-label={count > 1 ? `Detailansicht öffnen, Bild ${index + 1} von ${count}` : 'Detailansicht öffnen'}
                title="Bild zum Zoomen drücken"
              >
                <img
                  className={photo}
                  src={productImageUrl(image.hash, 606)}
                  srcSet={productImageSrcSet(image.hash, SRCSET_WIDTHS)}
                  sizes={tileSizes(tile, count)}
                  width={1390}
                  height={1860}
                  alt={image.alt ?? data.name}
                  // The first image is the page's largest paint: fetched at once; the rest wait.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              </button>
            </li>
          );
        })}
      </ul>
      {isCarousel && (
        <div className={controls}>
          <button type="button" className={cx(roundButton, arrow)} data-side="previous" onClick={carousel.previous} disabled={carousel.index === 0} aria-label="Vorheriges Bild">
            <Icon name="chevron" direction="left" size={20} />
          </button>
          <p className={pagination} data-testid="gallery-pagination">
            <span className={visuallyHidden}>Bild </span>
            {carousel.index + 1}
            <span aria-hidden="true"> / </span>
            <span className={visuallyHidden}> von </span>
            {count}
          </p>
          <button type="button" className={cx(roundButton, arrow)} data-side="next" onClick={carousel.next} disabled={carousel.index === count - 1} aria-label="Nächstes Bild">
            <Icon name="chevron" size={20} />
          </button>
        </div>
      )}
      <div className={overlayStart}>
        {overlay}
        {/* The saving shows with the price in the buy box. */}
        <ProductBadges badges={badges} withoutSale />
      </div>
      {actions && <div className={overlayEnd}>{actions}</div>}
      {zoom && (
        <Suspense fallback={null}>
          <ZoomModal title={data.name} images={images} start={zoom.index} open={zoom.open} onClose={() => setZoom({ ...zoom, open: false })} />
        </Suspense>
      )}
    </div>
  );
}

const desktop = `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`;

const grid = `
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 0.5rem;
  overflow: visible;
`;

const gallery = css`
  position: relative;
  min-width: 0;
`;
const track = css`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  [data-layout='grid'] > & {
    ${grid}
  }
  ${desktop} {
    ${grid}
  }
`;
const slide = css`
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: start;
  scroll-snap-stop: always;
  grid-column: span 6;
  ${desktop} {
    &[data-tile='half'] {
      grid-column: span 3;
    }
    &[data-tile='third'] {
      grid-column: span 2;
    }
  }
`;
const zoomButton = css`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;
const photo = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
`;
const controls = css`
  position: absolute;
  right: 0;
  bottom: 0.75rem;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 0.5rem;
  pointer-events: none;
  ${desktop} {
    display: none;
  }
`;
const arrow = css`
  pointer-events: auto;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;
const pagination = css`
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: 1rem;
  background: var(--color-background);
  color: var(--color-text);
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;
const overlayStart = css`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;
const overlayEnd = css`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  display: flex;
  gap: 0.5rem;
`;
