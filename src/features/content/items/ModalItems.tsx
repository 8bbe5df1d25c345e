import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { useModal } from '../../../ui/useModal.ts';
import { Modal } from '../../../ui/Modal.tsx';
import type { ModalItems_legalHint$key } from './__generated__/ModalItems_legalHint.graphql.ts';
import type { ModalItems_modal$key } from './__generated__/ModalItems_modal.graphql.ts';
import { ContentModalText } from '../ContentModalText.tsx';
import { checkModal } from '../validation.ts';
import { rejected } from '../warnings.ts';
import { CouponItem } from './CouponItem.tsx';
import { LegalHintLink } from './LegalHintLink.tsx';

/**
 * A content modal opened from its link text (hash-addressed): headline, rich text,
 * coupon and an optional primary button; the dialog's close button closes it.
 */
export function ModalItem({ item }: { item: ModalItems_modal$key }) {
  const data = useFragment(
    graphql`
      fragment ModalItems_modal on Modal {
        sys {
          id
        }
        id
        linkText
        headline
        ...ContentModalText_modal
      }
    `,
    item,
  );
  const modal = useModal(`content-modal-${data.id ?? data.sys.id}`);
  if (rejected(checkModal(data), data.sys.id)) return null;
  return (
    <div>
      <button type="button" className={linkButton} onClick={modal.show} aria-haspopup="dialog">
        {data.linkText}
      </button>
      <Modal title={data.headline ?? data.linkText ?? ''} size="wide" {...modal.modalProps}>
        <ContentModalText modal={data} hideHeadline />
      </Modal>
    </div>
  );
}

/** A legal hint placed on a page: its coupon, and the link to its conditions. */
export function LegalHintItem({ item }: { item: ModalItems_legalHint$key }) {
  const data = useFragment(
    graphql`
      fragment ModalItems_legalHint on LegalHint {
        id
        coupon {
          ...CouponItem_coupon
        }
      }
    `,
    item,
  );
  if (!data.id) return null;
  return (
    <div className={legalHint}>
      {data.coupon && <CouponItem item={data.coupon} />}
      <LegalHintLink id={data.id} />
    </div>
  );
}

const linkButton = css`
  min-height: var(--touch-target);
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;
const legalHint = css`
  margin: var(--space-4) 0;
`;
