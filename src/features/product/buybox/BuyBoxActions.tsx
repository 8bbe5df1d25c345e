import { css } from '@linaria/core';
import { media } from '../../../ui/breakpoints.ts';
import { WishlistButtonSlot } from '../../../shop/context/wishlist.tsx';
import { Button } from '../../../ui/Button.tsx';
import { AddNotice } from './AddNotice.tsx';
import { DisposalService } from './DisposalService.tsx';
import { ScarcityNotice } from './Notices.tsx';
import type { useAddToBasketFlow } from './useAddToBasketFlow.ts';
import { productTexts } from '../texts.ts';

interface Props {
  /** For the wishlist button beside the add-to-basket button. */
  productId: string;
  flow: ReturnType<typeof useAddToBasketFlow>;
  onAdd: () => void;
  /** Every candidate size may be booked with the disposal service. */
  disposalOffered: boolean;
  /** Pieces left of the chosen size, for the scarcity notice; null: none shown. */
  scarcity: number | null;
  /** Id of the notification, which the size choice points to when it is about the size. */
  noticeId: string;
  /** No product to add yet (a placeholder). */
  disabled?: boolean;
  currency: string;
  locale: string;
}

/** Below the choice: disposal service, scarcity, the add-to-basket button and its notification. */
export function BuyBoxActions({ productId, flow, onAdd, disposalOffered, scarcity, noticeId, disabled = false, currency, locale }: Props) {
  const texts = productTexts(locale);
  return (
    <>
      {disposalOffered && <DisposalService value={flow.disposal} max={1} onChange={flow.setDisposal} currency={currency} locale={locale} />}
      <ScarcityNotice quantity={scarcity} />
      {/* The notification below announces the outcome, so the button does not as well. */}
      <div className={actions}>
        <Button
          state={flow.state}
          successLabel={texts.productAdded()}
          announce={false}
          block
          className={addButton}
          disabled={disabled}
          onClick={onAdd}
        >
          {texts.productAddToBasket()}
        </Button>
        <WishlistButtonSlot productId={productId} withLabel />
      </div>
      <AddNotice id={noticeId} notice={flow.notice} />
    </>
  );
}

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  & > :first-child {
    flex: 1 1 12rem;
  }
  @media ${media.desktop} {
    & > :first-child {
      flex: 0 1 auto;
    }
  }
`;
// Phones: the whole width; desktop: as wide as its text, beside the images.
const addButton = css`
  @media ${media.desktop} {
    width: auto;
  }
`;
