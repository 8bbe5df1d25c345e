import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { usePageContext } from 'vike-react/usePageContext';
import { Modal } from '../../../ui/Modal.tsx';
import type { ProductPopupModalQuery as QueryType } from './__generated__/ProductPopupModalQuery.graphql.ts';
import { PLACEHOLDER_PRODUCT_ID, placeholderProduct } from './placeholderProduct.ts';
import { ProductPopupView } from './ProductPopupView.tsx';
import { productTexts } from '../texts.ts';

// Loaded by the provider when a quick buy starts (network-only: prices and stock change), with
// the tile's catalogue when it knows it (none for ?pop=). The raw response type types the
// placeholder product, which is written into the store as this query's answer.
export const query = graphql`
  query ProductPopupModalQuery($id: ID!, $locale: String!, $referrer: String, $catalogId: ID) @raw_response_type {
    popupProductById(id: $id, locale: $locale, referrer: $referrer, catalogId: $catalogId) {
      id
      ...ProductPopupView_product
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<QueryType>;
  /** False while the answer is on its way: the placeholder product shows meanwhile. */
  answered: boolean;
  open: boolean;
  onClose: () => void;
  /** Told once the answer is here: found (the popup shows it) or not (the popup closes). */
  onLoaded: (found: boolean) => void;
}

/** The quick-buy popup: it opens with the placeholder product, which the answer replaces. */
export default function ProductPopupModal({ queryRef, answered, open, onClose, onLoaded }: Props) {
  return (
    <Modal open={open} title={productTexts(usePageContext().shop.locale).productQuickView()} onClose={onClose} size="wide">
      {answered ? <LoadedProduct queryRef={queryRef} onLoaded={onLoaded} /> : <PlaceholderProduct />}
    </Modal>
  );
}

function LoadedProduct({ queryRef, onLoaded }: Pick<Props, 'queryRef' | 'onLoaded'>) {
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const found = data.popupProductById !== null;
  // Also for a new answer of the same product (opened again before the last one unmounted).
  useEffect(() => onLoaded(found), [found, onLoaded, queryRef]);
  if (!data.popupProductById) return null;
  return <ProductPopupView key={data.popupProductById.id} product={data.popupProductById} />;
}

/** The placeholder product, read from the store like an answer, so the same components render it. */
function PlaceholderProduct() {
  const environment = useRelayEnvironment();
  const { shop } = usePageContext();
  const [variables] = useState(() => {
    const placeholder = { id: PLACEHOLDER_PRODUCT_ID, locale: shop.locale };
    environment.commitPayload(createOperationDescriptor(getRequest(query), placeholder), { popupProductById: placeholderProduct() });
    return placeholder;
  });
  const data = useLazyLoadQuery<QueryType>(query, variables, { fetchPolicy: 'store-only' });
  return data.popupProductById && <ProductPopupView product={data.popupProductById} placeholder />;
}
