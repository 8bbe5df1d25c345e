import { css } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

export interface SizeOption {
  id: string;
  label: string;
  soldOut: boolean;
}

interface Props {
  sizes: readonly SizeOption[];
  selected: string | null;
  onChange: (variantId: string) => void;
  /** The last add-to-basket refusal concerns the size (none chosen or sold out). */
  invalid: boolean;
  /** Id of the element that explains the refusal. */
  describedBy?: string;
  /** Size table link and fit hint, shown with the heading. */
  aside?: ReactNode;
}

/** Sizes as a radio group in the shop's size order; sold-out sizes are marked, not hidden. */
export function SizeChoice({ sizes, selected, onChange, invalid, describedBy, aside }: Props) {
  const name = useId();
  const texts = productTexts(usePageContext().shop.locale);
  return (
    <fieldset className={group} data-invalid={invalid || undefined} aria-describedby={invalid ? describedBy : undefined}>
      <legend className={legend}>{texts.productSize()}</legend>
      {aside}
      <div className={options}>
        {sizes.map((size) => (
          <label key={size.id} className={option} data-soldout={size.soldOut || undefined}>
            <input type="radio" name={name} value={size.id} checked={size.id === selected} onChange={() => onChange(size.id)} />
            <span>
              <span className={sizeLabel}>{size.label}</span>
              {size.soldOut && <span className={soldOutNote}>{texts.productSizeSoldOut()}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const group = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  &[data-invalid] {
    border: 2px solid var(--color-error);
  }
`;
const legend = css`
  padding: 0 0.25rem;
  font-weight: 700;
`;
const options = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
const option = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: var(--touch-target);
  padding: 0 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--color-primary);
    box-shadow: inset 0 0 0 1px var(--color-primary);
  }
  &[data-soldout] {
    color: var(--color-muted);
  }
`;
const sizeLabel = css`
  label[data-soldout] & {
    text-decoration: line-through;
  }
`;
const soldOutNote = css`
  font-size: 0.875em;
`;
