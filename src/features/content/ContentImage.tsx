import { css, cx } from '@linaria/core';
import { useContext } from 'react';
import { srcSet, imageUrlAt, type ImageSource } from './images.ts';
import { LeadImageContext } from './leadImage.ts';

interface Props {
  source: ImageSource;
  alt: string;
  width?: number | null;
  height?: number | null;
  /** The layout width the image takes, for the browser's choice from srcset. */
  sizes?: string;
  /** Above the fold: load at once with high priority (default: inside the page's lead item). */
  eager?: boolean;
  /** Crop ratio '4:3', '3:4', '1:1', '2:1', '7:1', '3:1'; the image covers the box. */
  ratio?: string | null;
  className?: string;
}

const RATIOS = ['4:3', '3:4', '1:1', '2:1', '7:1', '3:1', '16:9'];

/** A content image in responsive widths; width and height (or the ratio) reserve its space. */
export function ContentImage({ source, alt, width, height, sizes = '100vw', eager: eagerProp, ratio, className }: Props) {
  const lead = useContext(LeadImageContext);
  const eager = eagerProp ?? lead;
  return (
    <img
      className={cx(image, ratioBox, className)}
      src={imageUrlAt(source, 640)}
      srcSet={srcSet(source, width)}
      sizes={sizes}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      data-ratio={ratio && RATIOS.includes(ratio) ? ratio : undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

const image = css`
  display: block;
  max-width: 100%;
  height: auto;
  &[data-ratio] {
    width: 100%;
    object-fit: cover;
  }
`;

/** The aspect ratio named by `data-ratio` (content's image ratios); for images and boxes that hold one. */
export const ratioBox = css`
  &[data-ratio='4:3'] {
    aspect-ratio: 4 / 3;
  }
  &[data-ratio='3:4'] {
    aspect-ratio: 3 / 4;
  }
  &[data-ratio='1:1'] {
    aspect-ratio: 1 / 1;
  }
  &[data-ratio='2:1'] {
    aspect-ratio: 2 / 1;
  }
  &[data-ratio='7:1'] {
    aspect-ratio: 7 / 1;
  }
  &[data-ratio='3:1'] {
    aspect-ratio: 3 / 1;
  }
  &[data-ratio='16:9'] {
    aspect-ratio: 16 / 9;
  }
`;
