import { css, cx } from '@linaria/core';
import { LegalHintModalSlot, legalHintOverlayId } from '../../../shop/context/legalHint.tsx';
import { colored, layoutColor } from '../../../ui/layoutColor.ts';
import { useModal } from '../../../ui/useModal.ts';
import { WhenOpened } from '../../../ui/lazy/WhenOpened.tsx';

export interface CampaignHighlight {
  readonly modal: string | null | undefined;
  readonly badgeText: string;
  readonly layoutColor: { readonly name: string } | null | undefined;
}

/** The campaign's badge beside the price, in the campaign's colour; with a legal hint it opens it. */
export function CampaignBadge({ campaign }: { campaign: CampaignHighlight }) {
  const color = layoutColor(campaign.layoutColor?.name);
  if (!campaign.modal) {
    return (
      <span className={cx(badge, colored)} data-color={color} data-testid="campaign-badge">
        {campaign.badgeText}
      </span>
    );
  }
  return <CampaignBadgeWithHint campaign={campaign} hintKey={campaign.modal} color={color} />;
}

function CampaignBadgeWithHint({ campaign, hintKey, color }: { campaign: CampaignHighlight; hintKey: string; color: string }) {
  const id = legalHintOverlayId(hintKey);
  const hint = useModal(id);
  return (
    <>
      <button
        type="button"
        className={cx(badge, colored)}
        data-color={color}
        aria-haspopup="dialog"
        onClick={hint.show}
        data-testid="campaign-badge"
      >
        {campaign.badgeText}*
      </button>
      {/* The modal and its text load when it first opens (the layout's content modal). */}
      <WhenOpened id={id}>
        <LegalHintModalSlot id={id} contentKey={hintKey} />
      </WhenOpened>
    </>
  );
}
const badge = css`
  align-self: flex-start;
  padding: 0.125rem var(--space-2);
  border: 0;
  border-radius: var(--radius-m);
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 700;
  &:is(button) {
    cursor: pointer;
    text-decoration: underline;
  }
`;
