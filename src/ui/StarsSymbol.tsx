import { css } from '@linaria/core';

export const SYMBOL_ID = 'shop-stars';
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';

/**
 * The star row every <Stars> shows, once per page (the frame renders it). A module of its own, so
 * the frame does not carry the rating component.
 */
export function StarsSymbol() {
  return (
    <svg aria-hidden="true" focusable="false" className={symbolHost}>
      <symbol id={SYMBOL_ID} viewBox="0 0 120 24">
        {[0, 1, 2, 3, 4].map((n) => (
          <path key={n} d={STAR_PATH} transform={`translate(${n * 24} 0)`} />
        ))}
      </symbol>
    </svg>
  );
}

const symbolHost = css`
  position: absolute;
  width: 0;
  height: 0;
  overflow: hidden;
`;
