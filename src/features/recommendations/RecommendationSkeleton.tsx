import { css, cx } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { Carousel } from '../../ui/Carousel.tsx';
import type { SliderPlacement } from '../../ui/slidesPerView.ts';
import { recoTexts } from './texts.ts';
import { bar, brandLine, heading, headingRow, imageBox, nameLines, priceLine, starsLine, tile } from './tileLayout.ts';

/** Loading placeholders per slider (section 9). */
export const PLACEHOLDERS = 6;

/** What a slider looks like while it loads: the same boxes as the filled one, so nothing moves. */
export function RecommendationSkeleton({ placement }: { placement: SliderPlacement }) {
  return (
    <div className={skeleton} aria-hidden="true" data-reco-loading="">
      <div className={headingRow}>
        <div className={heading}>
          <span className={cx(bar, titleBar)} />
        </div>
      </div>
      <Carousel label={recoTexts(usePageContext().shop.locale).recoLoading()} placement={placement}>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <div key={i} className={tile}>
            <span className={imageBox} />
            <span className={brandLine} />
            <span className={cx(nameLines, bar)} />
            <span className={priceLine} />
            <span className={starsLine} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}

const skeleton = css`
  pointer-events: none;
  & button,
  & p {
    visibility: hidden;
  }
`;
const titleBar = css`
  display: inline-block;
  width: 14rem;
  max-width: 60%;
  height: 1.25rem;
  vertical-align: middle;
`;
