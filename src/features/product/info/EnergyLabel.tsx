import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

export type EnergyClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

/** The colours of the EU energy label's classes. */
export const ENERGY_CLASS_COLOURS: Readonly<Record<EnergyClass, string>> = {
  A: '#009136',
  B: '#56ab27',
  C: '#c8d201',
  D: '#fded01',
  E: '#f9bc01',
  F: '#ea690b',
  G: '#e1011b',
};

// A pattern, not a look-up in the colours: those are needed at build time only (the styles).
export function isEnergyClass(value: string | null | undefined): value is EnergyClass {
  return typeof value === 'string' && /^[A-G]$/.test(value);
}

/** The arrow-shaped class label as shops show it next to electrical goods. */
export function EnergyLabel({ energyClass }: { energyClass: EnergyClass }) {
  return (
    <span
      className={label}
      role="img"
      aria-label={productTexts(usePageContext().shop.locale).productEnergyClass({ energyClass })}
      data-energy-class={energyClass}
    >
      <span className={scale} aria-hidden="true">
        <span>A</span>
        <span className={arrowUp} />
        <span>G</span>
      </span>
      <span className={letter} aria-hidden="true">
        {energyClass}
      </span>
    </span>
  );
}

// Colours by attribute, not inline styles (the CSP allows none). The letter is white where that
// gives at least 3:1 contrast for the large bold letter, else black.
const classColours = Object.entries(ENERGY_CLASS_COLOURS)
  .map(([energyClass, colour]) => `&[data-energy-class='${energyClass}'] { --energy-colour: ${colour}; }`)
  .join('\n');

const label = css`
  position: relative;
  color: #000;
  display: inline-flex;
  align-items: stretch;
  height: 2.25rem;
  margin-right: 1.125rem;
  border-radius: var(--radius-s) 0 0 var(--radius-s);
  background: var(--energy-colour);
  /* The arrow tip: a triangle of the label's colour. */
  &::after {
    content: '';
    position: absolute;
    top: 0;
    right: -1.125rem;
    border-style: solid;
    border-width: 1.125rem 0 1.125rem 1.125rem;
    border-color: transparent transparent transparent var(--energy-colour);
  }
  ${classColours}
  &[data-energy-class='A'],
  &[data-energy-class='F'],
  &[data-energy-class='G'] {
    color: #fff;
  }
`;

const scale = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: space-between;
  width: 1.1rem;
  padding: 0.1rem 0;
  background: #fff;
  border: 1px solid #000;
  color: #000;
  font-size: 0.55rem;
  font-weight: 700;
  line-height: 1;
`;
const arrowUp = css`
  flex: 1;
  width: 1px;
  margin: 1px 0;
  background: #000;
`;
const letter = css`
  display: flex;
  align-items: center;
  padding: 0 0.25rem 0 0.6rem;
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1;
`;
