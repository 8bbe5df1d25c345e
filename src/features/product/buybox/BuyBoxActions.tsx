import { css } from '@linaria/core';
import { media } from '../../../ui/breakpoints.ts';
import { Button } from '../../../ui/Button.tsx';
import { AddNotice } from './AddNotice.tsx';
import { DisposalService } from './DisposalService.tsx';
import { ScarcityNotice } from './Notices.tsx';
import type { useAddToBasketFlow } from './useAddToBasketFlow.ts';

interface Props {
  flow: ReturnType<typeof useAddToBasketFlow>;
  onAdd: () => void;
  /** Every candidate size may be booked with the disposal service. */
  disposalOffered: boolean;
  /** Pieces left of the chosen size, for the scarcity notice; null: none shown. */
  scarcity: number | null;
  /** Id of the notification, which the size choice points to when it is about the size. */
  noticeId: string;
  currency: string;
  locale: string;
}

/** Below the choice: disposal service, scarcity, the add-to-basket button and its notification. */
export function BuyBoxActions({ flow, onAdd, disposalOffered, scarcity, noticeId, currency, locale }: Props) {
  return (
    <>
      {disposalOffered && <DisposalService value={flow.disposal} max={1} onChange={flow.setDisposal} currency={currency} locale={locale} />}
      <ScarcityNotice quantity={scarcity} />
      {/* The notification below announces the outcome, so the button does not as well. */}
      <Button state={flow.state} successLabel="Hinzugefügt" announce={false} block className={addButton} onClick={onAdd}>
        In den Warenkorb
      </Button>
      <AddNotice id={noticeId} notice={flow.notice} />
    </>
  );
}

// Phones: the whole width; desktop: as wide as its text, beside the images.
const addButton = css`
  @media ${media.desktop} {
    width: auto;
  }
`;
