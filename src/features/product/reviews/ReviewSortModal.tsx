import { css } from '@linaria/core';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { Button } from '../../../ui/Button.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { REVIEW_SORTS, type ReviewSort } from './reviewRules.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { reviewTexts } from './texts.ts';

interface Props {
  sort: ReviewSort;
  onChoose: (sort: ReviewSort) => void;
}

/**
 * The review sort modal, opened from 'Alle Bewertungen' over it (#ratings,review-sort).
 * Choosing an order sorts the list and closes it, back to the reviews; so does the back button.
 */
export function ReviewSortModal({ sort, onChoose }: Props) {
  const { modalProps, close } = useModal(OVERLAY_IDS.reviewSort);
  const texts = reviewTexts(usePageContext().shop.locale);
  return (
    <Modal title={texts.reviewSortTitle()} {...modalProps}>
      <ul className={list} aria-label={texts.reviewSorts()}>
        {REVIEW_SORTS.map((option) => (
          <li key={option.value}>
            <Button
              variant="secondary"
              block
              aria-pressed={option.value === sort}
              onClick={() => {
                onChoose(option.value);
                close();
              }}
            >
              <span className={label}>{option.label(texts)}</span>
              {option.value === sort && <Icon name="check" size={20} />}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

const list = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  & button[aria-pressed='true'] {
    border-color: var(--color-primary);
    font-weight: 700;
  }
`;
const label = css`
  flex: 1;
  text-align: start;
`;
