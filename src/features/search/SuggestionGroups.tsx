import { css, cx } from '@linaria/core';
import { ProductPrice } from '../../entities/price/Price.tsx';
import { PRODUCT_IMAGE_RATIO, productImageUrl } from '../../ui/productImage.ts';
import type { SuggestionGroup } from './useSuggestions.ts';
import type { SuggestionListProps } from './SuggestionList.tsx';
import { usePanelsTexts } from '../../ui/panelsTexts.ts';
import { usePageContext } from 'vike-react/usePageContext';

const GROUP_LABELS = {
  terms: 'panelsSearchTerms',
  brands: 'panelsSearchBrands',
  categories: 'panelsSearchCategories',
  products: 'panelsSearchProducts',
} as const satisfies Record<SuggestionGroup, string>;
const GROUP_ORDER: SuggestionGroup[] = ['terms', 'brands', 'categories', 'products'];
const IMAGE_WIDTH = 40;

type GroupsProps = Omit<SuggestionListProps, 'id'>;

/** The options of the suggestion listbox, grouped by type. */
export function SuggestionGroups({ options, active, optionId, onSelect }: GroupsProps) {
  const texts = usePanelsTexts();
  const { locale } = usePageContext().shop;
  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <>
      {GROUP_ORDER.map((group) => {
        const members = indexed.filter(({ option }) => option.group === group);
        if (members.length === 0) return null;
        return (
          <div key={group} role="group" aria-label={texts[GROUP_LABELS[group]]()} className={groupBox}>
            <div aria-hidden="true" className={groupLabel}>
              {texts[GROUP_LABELS[group]]()}
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
                      <ProductPrice price={option.product.price} locale={locale} />
                    </span>
                  </>
                )}
                {!option.product && option.label}
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}

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
