import { css } from '@linaria/core';
import { useId } from 'react';
import { visuallyHidden } from '../../../ui/styles.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

export interface ColourOption {
  key: string;
  label: string;
  /** CSS colour of the swatch; null shows the name only. */
  code: string | null;
  soldOut: boolean;
}

interface Props {
  colours: readonly ColourOption[];
  selected: number;
  onChange: (index: number) => void;
}

/** Colour swatches as a radio group; sold-out colours stay choosable but are marked. */
export function ColourSelect({ colours, selected, onChange }: Props) {
  const name = useId();
  const current = colours[selected];
  const texts = productTexts(usePageContext().shop.locale);
  if (colours.length < 2) {
    return current ? (
      <p className={single}>
        {texts.productColour()} {current.label}
      </p>
    ) : null;
  }
  return (
    <fieldset className={group}>
      <legend>
        {texts.productColour()} <span className={chosen}>{current?.label}</span>
      </legend>
      <div className={swatches}>
        {colours.map((colour, index) => (
          <label key={colour.key} className={swatch} data-soldout={colour.soldOut || undefined} title={colour.label}>
            <input className={radio} type="radio" name={name} value={index} checked={index === selected} onChange={() => onChange(index)} />
            {/* An SVG fill, not an inline style: the page's CSP allows no style attributes. */}
            <svg className={dot} viewBox="0 0 34 34" aria-hidden="true" focusable="false">
              <circle cx="17" cy="17" r="16.5" fill={colour.code ?? 'transparent'} />
            </svg>
            <span className={visuallyHidden}>
              {colour.label}
              {colour.soldOut && texts.productSoldOutSuffix()}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const single = css`
  margin: 0;
`;
const group = css`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 700;
  }
`;
const chosen = css`
  font-weight: 400;
`;
const swatches = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
const swatch = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--touch-target);
  height: var(--touch-target);
  border: 2px solid transparent;
  border-radius: var(--radius-round);
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--color-primary);
  }
  &:has(input:focus-visible) {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
  &[data-soldout]::after {
    content: '';
    position: absolute;
    width: 2px;
    height: 40px;
    background: var(--color-text);
    transform: rotate(45deg);
  }
`;
const radio = css`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;
const dot = css`
  width: 34px;
  height: 34px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-round);
  pointer-events: none;
`;
