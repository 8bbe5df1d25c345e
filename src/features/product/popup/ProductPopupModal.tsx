import { graphql, useLazyLoadQuery } from 'react-relay';
import { Modal } from '../../../ui/Modal.tsx';
import type { AddResult } from '../buybox/BuyBox.tsx';
import type { ProductPopupModalQuery as QueryType, ProductPopupModalQuery$variables } from './__generated__/ProductPopupModalQuery.graphql.ts';
import { ProductPopupView } from './ProductPopupView.tsx';

export const ProductPopupQuery = graphql`
  query ProductPopupModalQuery($id: ID!, $locale: String!, $referrer: String) {
    popupProductById(id: $id, locale: $locale, referrer: $referrer) {
      id
      ...ProductPopupView_product
    }
  }
`;

interface Props {
  open: boolean;
  variables: ProductPopupModalQuery$variables;
  onClose: () => void;
  onAddToBasket: (variantId: string, promotion: string | null) => Promise<AddResult>;
  adding: boolean;
}

/** The quick-buy popup; its data is in the store already (fetched before it opens). */
export default function ProductPopupModal({ open, variables, onClose, onAddToBasket, adding }: Props) {
  const data = useLazyLoadQuery<QueryType>(ProductPopupQuery, variables, { fetchPolicy: 'store-or-network' });
  if (!data.popupProductById) return null;
  return (
    <Modal open={open} title="Schnellansicht" onClose={onClose} size="wide">
      <ProductPopupView key={data.popupProductById.id} product={data.popupProductById} onAddToBasket={onAddToBasket} adding={adding} />
    </Modal>
  );
}
