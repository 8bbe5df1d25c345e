import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Modal } from '../../../ui/Modal.tsx';
import type { ProductPopupModalQuery as QueryType } from './__generated__/ProductPopupModalQuery.graphql.ts';
import { ProductPopupView } from './ProductPopupView.tsx';

// Loaded by the provider when a quick buy starts (network-only: prices and stock change), with
// the tile's catalogue when it knows it (none for ?pop=).
export const query = graphql`
  query ProductPopupModalQuery($id: ID!, $locale: String!, $referrer: String, $catalogId: ID) {
    popupProductById(id: $id, locale: $locale, referrer: $referrer, catalogId: $catalogId) {
      id
      ...ProductPopupView_product
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<QueryType>;
  open: boolean;
  onClose: () => void;
  /** Told once the answer is here: found (the popup shows) or not (nothing shows). */
  onLoaded: (found: boolean) => void;
}

/** The quick-buy popup; it renders once its query has answered (the tile shows a spinner meanwhile). */
export default function ProductPopupModal({ queryRef, open, onClose, onLoaded }: Props) {
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const found = data.popupProductById !== null;
  // Also for a new answer of the same product (opened again before the last one unmounted).
  useEffect(() => onLoaded(found), [found, onLoaded, queryRef]);
  if (!data.popupProductById) return null;
  return (
    <Modal open={open} title="Schnellansicht" onClose={onClose} size="wide">
      <ProductPopupView key={data.popupProductById.id} product={data.popupProductById} />
    </Modal>
  );
}
