import { graphql, useLazyLoadQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import type { CouponLegalHintQuery as QueryType } from './__generated__/CouponLegalHintQuery.graphql.ts';
import { ContentModalById, ModalLoadError } from '../ContentModalText.tsx';

/**
 * The conditions of a coupon: the legal hint that names the coupon, whose text is the modal with
 * the hint's id. Loaded when the info button opens the modal.
 */
export default function CouponLegalHint({ couponId }: { couponId: string }) {
  return (
    <ErrorBoundary fallback={<ModalLoadError />}>
      <Conditions couponId={couponId} />
    </ErrorBoundary>
  );
}

function Conditions({ couponId }: { couponId: string }) {
  const { shop, clientApi } = usePageContext();
  const data = useLazyLoadQuery<QueryType>(
    graphql`
      query CouponLegalHintQuery($locale: String!, $preview: Boolean!) {
        legalHintCollection(limit: 100, locale: $locale, preview: $preview) {
          items {
            id
            coupon {
              sys {
                id
              }
            }
          }
        }
      }
    `,
    { locale: shop.locale, preview: clientApi.contentPreview === true },
    { fetchPolicy: 'store-or-network' },
  );
  const hint = data.legalHintCollection.items.find((item) => item.coupon?.sys.id === couponId);
  return hint?.id ? <ContentModalById id={hint.id} /> : <ModalLoadError />;
}
