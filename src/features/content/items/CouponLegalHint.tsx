import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import type { CouponLegalHintQuery as QueryType } from './__generated__/CouponLegalHintQuery.graphql.ts';
import { ContentModalLoader, ModalLoadError } from '../ContentModalText.tsx';
import { contentTexts } from '../texts.ts';

const query = graphql`
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
`;
// This module is the lazily loaded code: its query is at hand once it runs.
const importQuery = () => Promise.resolve({ query });

/**
 * The conditions of a coupon: the legal hint that names the coupon, whose text is the modal with
 * the hint's id. Loaded when the info button opens the modal.
 */
export default function CouponLegalHint({ couponId }: { couponId: string }) {
  return (
    <ErrorBoundary fallback={<ModalLoadError />}>
      <Loader couponId={couponId} />
    </ErrorBoundary>
  );
}

function Loader({ couponId }: { couponId: string }) {
  const { shop, clientApi } = usePageContext();
  const preview = clientApi.contentPreview === true;
  const [queryRef, load] = useLazyQueryLoader<QueryType>(importQuery);
  useEffect(() => {
    void load({ locale: shop.locale, preview });
  }, [load, shop.locale, preview]);
  const loading = <p role="status">{contentTexts(shop.locale).contentLoading()}</p>;
  return queryRef ? (
    <Suspense fallback={loading}>
      <Conditions couponId={couponId} queryRef={queryRef} />
    </Suspense>
  ) : (
    loading
  );
}

function Conditions({ couponId, queryRef }: { couponId: string; queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const hint = data.legalHintCollection.items.find((item) => item.coupon?.sys.id === couponId);
  return hint?.id ? <ContentModalLoader contentKey={hint.id} /> : <ModalLoadError />;
}
