import { css, cx } from '@linaria/core';
import { Price } from '../../ui/Price.tsx';
import { PRODUCT_IMAGE_RATIO, productImageUrl } from '../../ui/productImage.ts';
import type { SuggestionGroup, SuggestionOption } from './useSuggestions.ts';

const GROUP_LABELS: Record<SuggestionGroup, string> = {
  terms: 'Suchbegriffe',
  brands: 'Marken',
  categories: 'Kategorien',
  products: 'Produkte',
};
const GROUP_ORDER: SuggestionGroup[] = ['terms', 'brands', 'categories', 'products'];
const IMAGE_WIDTH = 40;

interface Props {
  id: string;
  /** Empty while the list is closed; the listbox stays in the DOM for aria-controls. */
  options: SuggestionOption[];
  active: number;
  optionId: (index: number) => string;
  onSelect: (option: SuggestionOption) => void;
}

/** The suggestion listbox, options grouped by type; focus stays in the input (aria-activedescendant). */
export function SuggestionList({ id, options, active, optionId, onSelect }: Props) {
  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <div id={id} role="listbox" aria-label="Suchvorschläge" className={listbox} hidden={options.length === 0}>
      {GROUP_ORDER.map((group) => {
        const members = indexed.filter(({ option }) => option.group === group);
        if (members.length === 0) return null;
        return (
          <div key={group} role="group" aria-label={GROUP_LABELS[group]} className={groupBox}>
            <div aria-hidden="true" className={groupLabel}>
              {GROUP_LABELS[group]}
            </div>
            {members.map(({ option, index }) => (
              <div
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={cx(item, index === active && activeItem)}
                // Keeps focus (and the list) in the input; the click then selects.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onSelect(option)}
              >
                {option.product && (
                  <>
                    {option.product.image ? (
                      <img
                        src={productImageUrl(option.product.image.hash, IMAGE_WIDTH * 2)}
                        alt=""
                        width={IMAGE_WIDTH}
                        height={Math.round(IMAGE_WIDTH / PRODUCT_IMAGE_RATIO)}
                        loading="lazy"
                        className={image}
                      />
                    ) : (
                      <span className={image} />
                    )}
                    <span className={productText}>
                      <span>{option.label}</span>
                      <Price
                        amount={option.product.price.min}
                        old={option.product.price.old}
                        currency={option.product.price.currency}
                        range={option.product.price.priceRange}
                      />
                    </span>
                  </>
                )}
                {!option.product && option.label}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

const listbox = css`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: var(--z-dropdown);
  max-height: min(70vh, 32rem);
  overflow-y: auto;
  padding: 0.25rem 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  box-shadow: var(--shadow-floating);
  &[hidden] {
    display: none;
  }
`;
const groupBox = css`
  & + & {
    border-top: 1px solid var(--color-border);
  }
`;
const groupLabel = css`
  padding: 0.5rem 1rem 0.25rem;
  color: var(--color-muted);
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
const item = css`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: var(--touch-target);
  padding: 0.375rem 1rem;
  color: var(--color-text);
  cursor: pointer;
  &:hover {
    background: var(--color-background);
  }
`;
const activeItem = css`
  background: var(--color-background);
  outline: 2px solid var(--color-primary);
  outline-offset: -2px;
`;
const image = css`
  flex: none;
  width: 40px;
  aspect-ratio: 1390 / 1860;
  object-fit: cover;
  background: var(--color-background);
`;
const productText = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;
