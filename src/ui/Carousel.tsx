import { css, cx } from '@linaria/core';
import { Children, isValidElement, useRef, type ReactNode } from 'react';
import { media } from './breakpoints.ts';
import { Icon } from './Icon.tsx';
import { centredWhenFewCss, slidesPerViewCss, type SliderPlacement } from './slidesPerView.ts';
import { roundButton, visuallyHidden } from './styles.ts';
import { useCarousel } from './useCarousel.ts';
import { useLayoutTexts } from './layoutTexts.ts';

interface Props {
  /** Name of the slide list, e.g. 'Produktbilder'. */
  label: string;
  /** One slide per child; each becomes a list item. */
  children: ReactNode;
  /** Which row of the slides-per-view table (slidesPerView.ts) the carousel follows. */
  placement?: SliderPlacement;
  /** Word for one slide in the pager, '2 / 4' read out as 'Bild 2 von 4'. */
  itemLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** 'below': arrows and pager under the slides; 'overlay': over their lower edge. */
  controls?: 'below' | 'overlay';
  /** 'desktop': a carousel only below the desktop breakpoint; from there the caller lays out the list. */
  until?: 'desktop';
  /** A plain list without carousel styles or controls (e.g. a single image). */
  inactive?: boolean;
  /** Extra classes for the list and its items (layouts where the carousel is off). */
  trackClassName?: string;
  slideClassName?: string;
  pagerTestId?: string;
}

/**
 * A scroll-snap carousel. The server renders every slide in a list the browser can scroll and
 * snap without JavaScript; after hydration arrows, the '2 / 4' pager, arrow keys and swipes of at
 * least 30 px move one slide at a time. (No dots: the count says the same in fewer bytes.)
 */
export function Carousel({
  label,
  children,
  placement = 'default',
  itemLabel,
  previousLabel,
  nextLabel,
  controls = 'below',
  until,
  inactive = false,
  trackClassName,
  slideClassName,
  pagerTestId,
}: Props) {
  const texts = useLayoutTexts();
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackRef = useRef<HTMLUListElement>(null);
  const carousel = useCarousel(trackRef, count);
  const mode = inactive ? 'off' : (until ?? 'always');
  return (
    <div className={root} data-mode={mode} data-controls={controls} onKeyDown={inactive ? undefined : carousel.onKeyDown}>
      <ul ref={trackRef} className={cx(track, trackClassName)} data-placement={placement} aria-label={label} {...carousel.trackHandlers}>
        {slides.map((slide, index) => (
          <li key={isValidElement(slide) ? slide.key : index} className={cx(item, slideClassName)}>
            {slide}
          </li>
        ))}
      </ul>
      {!inactive && count > 1 && (
        <div className={bar}>
          <button
            type="button"
            className={cx(roundButton, arrow)}
            onClick={carousel.previous}
            disabled={carousel.index === 0}
            aria-label={previousLabel ?? texts.layoutCarouselPrevious()}
          >
            <Icon name="chevron" direction="left" size={20} />
          </button>
          <p className={counter} data-testid={pagerTestId}>
            <span className={visuallyHidden}>{itemLabel ?? texts.layoutCarouselItem()} </span>
            {carousel.index + 1}
            <span aria-hidden="true"> / </span>
            <span className={visuallyHidden}> {texts.layoutCarouselOf()} </span>
            {count}
          </p>
          <button
            type="button"
            className={cx(roundButton, arrow)}
            onClick={carousel.next}
            disabled={carousel.atEnd}
            aria-label={nextLabel ?? texts.layoutCarouselNext()}
          >
            <Icon name="chevron" size={20} />
          </button>
        </div>
      )}
    </div>
  );
}

// The carousel layout, applied always or below the desktop breakpoint (data-mode).
const scroller = `
  display: flex;
  gap: var(--carousel-gap);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const slideWidth = `
  flex: 0 0 calc((100% - var(--carousel-gap) * (var(--slides-per-view) - 1)) / var(--slides-per-view));
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

const root = css`
  position: relative;
  min-width: 0;
`;
const track = css`
  --carousel-gap: var(--space-3);
  --slides-per-view: 1;
  margin: 0;
  padding: 0;
  list-style: none;
  ${slidesPerViewCss()}
  &[data-placement='productImages'] {
    --carousel-gap: 0px;
  }
  [data-mode='always'] > & {
    ${scroller}
    ${centredWhenFewCss()}
  }
  @media ${media.belowDesktop} {
    [data-mode='desktop'] > & {
      ${scroller}
    }
  }
`;
const item = css`
  min-width: 0;
  [data-mode='always'] > ul > & {
    ${slideWidth}
  }
  @media ${media.belowDesktop} {
    [data-mode='desktop'] > ul > & {
      ${slideWidth}
    }
  }
`;
const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding-top: var(--space-2);
  [data-controls='overlay'] > & {
    position: absolute;
    right: 0;
    bottom: var(--space-3);
    left: 0;
    padding: 0 var(--space-2);
    pointer-events: none;
  }
  @media ${media.desktop} {
    [data-mode='desktop'] > & {
      display: none;
    }
  }
`;
// The round icon button of the shop, clickable through the pass-through overlay around it.
const arrow = css`
  pointer-events: auto;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;
const counter = css`
  margin: 0;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-xl);
  background: var(--color-background);
  color: var(--color-text);
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;
