import { css } from '@linaria/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { productBadges } from '../../../entities/product/badges.ts';
import { ProductBadges } from '../../../entities/product/ProductBadges.tsx';
import { productImageSrcSet, productImageUrl } from '../../../ui/productImage.ts';
import type { ProductGallery_product$key } from './__generated__/ProductGallery_product.graphql.ts';
import { media } from '../../../ui/breakpoints.ts';
import { Carousel } from '../../../ui/Carousel.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { galleryTile, SRCSET_WIDTHS, tileSizes, usesCarousel } from './layout.ts';
import { withTexts } from '../../../i18n/lazyTexts.ts';
import { productTexts } from '../texts.ts';

/** Hash id of the detail view (#productImageZoom). */
const ZOOM_OVERLAY = 'productImageZoom';

const ZoomModal = lazy(() => withTexts(['product'], import('./ZoomModal.tsx')).then((module) => ({ default: module.ZoomModal })));

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
 * image), a carousel with arrows and pagination below the desktop breakpoint.
 */
export function ProductGallery({ product, overlay, actions }: Props) {
  const { locale } = usePageContext().shop;
  const texts = productTexts(locale);
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
  // The detail view's open state is in the URL hash; the image pressed picks where it starts.
  const zoom = useModal(ZOOM_OVERLAY);
  const [start, setStart] = useState(0);
  // Loaded on first opening, then kept mounted.
  const [zoomLoaded, setZoomLoaded] = useState(false);
  if (zoom.open && !zoomLoaded) setZoomLoaded(true);
  if (count === 0) return null;
  const isCarousel = usesCarousel(count);
  const badges = productBadges(locale, {
    flag: data.flag,
    saving: data.price.saving,
    savingRange: data.price.savingRange,
    heatDegree: data.heatDegree,
  });

  return (
    <div className={gallery} data-layout={isCarousel ? 'carousel' : 'grid'} data-testid="product-gallery">
      <Carousel
        label={texts.productImages()}
        placement="productImages"
        until="desktop"
        inactive={!isCarousel}
        controls="overlay"
        itemLabel={texts.productImage()}
        previousLabel={texts.productPreviousImage()}
        nextLabel={texts.productNextImage()}
        pagerTestId="gallery-pagination"
        trackClassName={track}
        slideClassName={slide}
      >
        {images.map((image, index) => (
          <button
            key={image.hash}
            type="button"
            className={zoomButton}
            onClick={() => {
              setStart(index);
              zoom.show();
            }}
            aria-label={count > 1 ? texts.productOpenZoomOf({ number: index + 1, count }) : texts.productOpenZoom()}
            title={texts.productPressToZoom()}
            // One Tab stop for the images (the detail view it opens pages through all of them), so
            // a keyboard reaches the buy box without passing every picture; each is still a button.
            tabIndex={index === 0 ? undefined : -1}
          >
            <img
              className={photo}
              src={productImageUrl(image.hash, 606)}
              srcSet={productImageSrcSet(image.hash, SRCSET_WIDTHS)}
              sizes={tileSizes(galleryTile(index), count)}
              width={1390}
              height={1860}
              alt={image.alt ?? data.name}
              // The first image is the page's largest paint: fetched at once; the rest wait.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </button>
        ))}
      </Carousel>
      <div className={overlayStart}>
        {overlay}
        {/* The saving shows with the price in the buy box. */}
        <ProductBadges badges={badges} withoutSale />
      </div>
      {actions && <div className={overlayEnd}>{actions}</div>}
      {zoomLoaded && (
        <Suspense fallback={null}>
          <ZoomModal title={data.name} images={images} start={start} {...zoom.modalProps} />
        </Suspense>
      )}
    </div>
  );
}

// The grid of desktops (and of a single image): the first image large, two at half width, the
// rest in thirds (layout.ts).
const grid = `
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: var(--space-2);
`;

const gallery = css`
  position: relative;
  min-width: 0;
`;
const track = css`
  [data-layout='grid'] & {
    ${grid}
  }
  @media ${media.desktop} {
    ${grid}
  }
`;
const slide = css`
  grid-column: span 6;
  @media ${media.desktop} {
    &:nth-child(n + 2):nth-child(-n + 3) {
      grid-column: span 3;
    }
    &:nth-child(n + 4) {
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
