import { css } from '@linaria/core';
import { useState } from 'react';
import { media } from '../../../ui/breakpoints.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { roundButton } from '../../../ui/styles.ts';
import { productImageSrcSet, productImageUrl } from '../../../ui/productImage.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

interface Props {
  title: string;
  images: ReadonlyArray<{ hash: string; alt: string | null | undefined }>;
  start: number;
  open: boolean;
  onClose: () => void;
}

const ZOOM_WIDTHS = [606, 1212, 1390, 2400] as const;

/** The detail view: one large image with previous/next; pressing the image zooms in. */
export function ZoomModal({ title, images, start, open, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const texts = productTexts(usePageContext().shop.locale);
  // Each opening starts at the image pressed, not zoomed in.
  const [opened, setOpened] = useState({ start, open });
  if (opened.start !== start || opened.open !== open) {
    setOpened({ start, open });
    if (open) {
      setIndex(start);
      setZoomed(false);
    }
  }
  const count = images.length;
  const image = images[index];
  if (!image) return null;
  const go = (next: number) => {
    setIndex((next + count) % count);
    setZoomed(false);
  };
  return (
    <Modal open={open} title={title} onClose={onClose} size="wide">
      <div
        className={stage}
        onKeyDown={(event) => {
          if (count < 2) return;
          if (event.key === 'ArrowLeft') go(index - 1);
          if (event.key === 'ArrowRight') go(index + 1);
        }}
      >
        <button
          type="button"
          className={imageButton}
          data-zoomed={zoomed}
          aria-pressed={zoomed}
          aria-label={texts.productPressToZoom()}
          onClick={() => setZoomed(!zoomed)}
        >
          <img
            key={image.hash}
            className={photo}
            src={productImageUrl(image.hash, 1212)}
            srcSet={productImageSrcSet(image.hash, ZOOM_WIDTHS)}
            sizes={zoomed ? '200vw' : `${media.desktop} 60rem, 100vw`}
            width={1390}
            height={1860}
            alt={image.alt ?? title}
          />
        </button>
        {count > 1 && (
          <div className={nav}>
            <button type="button" className={roundButton} onClick={() => go(index - 1)} aria-label={texts.productPreviousImage()}>
              <Icon name="chevron" direction="left" size={20} />
            </button>
            <p className={counter} aria-live="polite">
              {texts.productImageOf({ number: index + 1, count })}
            </p>
            <button type="button" className={roundButton} onClick={() => go(index + 1)} aria-label={texts.productNextImage()}>
              <Icon name="chevron" size={20} />
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

const stage = css`
  display: grid;
  gap: var(--space-3);
`;
const imageButton = css`
  display: block;
  max-height: calc(100vh - 12rem);
  padding: 0;
  overflow: auto;
  border: 0;
  background: var(--color-surface);
  cursor: zoom-in;
  &[data-zoomed='true'] {
    cursor: zoom-out;
  }
`;
const photo = css`
  display: block;
  width: auto;
  max-width: 100%;
  height: auto;
  max-height: calc(100vh - 12rem);
  margin: 0 auto;
  aspect-ratio: 1390 / 1860;
  [data-zoomed='true'] > & {
    max-width: none;
    width: 200%;
    max-height: none;
  }
`;
const nav = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
const counter = css`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;
