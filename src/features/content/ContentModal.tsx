import { lazy, Suspense, use, useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ContentEnvironmentContext } from '../../relay/contentEnvironment.tsx';
import { useLazyQueryLoader } from '../../relay/useLazyQueryLoader.ts';
import { useModal } from '../../ui/HashModal.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { ContentModalTextQuery } from './__generated__/ContentModalTextQuery.graphql.ts';

const importText = () => import('./ContentModalText.tsx');
const ContentModalText = lazy(importText);

interface Props {
  /** Hash id that opens it (src/shop/overlays.ts). */
  id: string;
  /** The content API's modal key: 'shippingCost', 'orderInformation', 'disposalNote' or a legal hint's id. */
  contentKey: string;
  title: string;
}

/**
 * A hash-addressed modal whose text comes from the content API: code and text are fetched only
 * when it opens (from an opener or from the URL on arrival).
 */
export function ContentModal({ id, contentKey, title }: Props) {
  const { shop } = usePageContext();
  const { open, modalProps } = useModal(id);
  const [queryRef, load] = useLazyQueryLoader<ContentModalTextQuery>(importText, { environment: use(ContentEnvironmentContext) });
  useEffect(() => {
    if (open) void load({ id: contentKey, locale: shop.locale, preview: false });
  }, [open, load, contentKey, shop.locale]);
  return (
    <Modal title={title} {...modalProps}>
      <Suspense fallback={<Loading />}>{queryRef ? <ContentModalText queryRef={queryRef} /> : <Loading />}</Suspense>
    </Modal>
  );
}

// Here as well as in the lazy module: shown before the module has arrived.
function Loading() {
  return (
    <p role="status" data-testid="content-modal-loading">
      Wird geladen …
    </p>
  );
}
