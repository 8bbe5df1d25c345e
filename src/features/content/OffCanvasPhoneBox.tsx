import { lazy, Suspense, useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { useLazyQueryLoader } from '../../relay/useLazyQueryLoader.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import type { OffCanvasPhoneBoxQuery as QueryType } from './__generated__/OffCanvasPhoneBoxQuery.graphql.ts';

// Code and data of the box load only when a shopper opens the menu; every page carries the menu.
const importContent = () => import('./OffCanvasPhoneBoxContent.tsx');
const OffCanvasPhoneBoxContent = lazy(() => importContent().then((module) => ({ default: module.OffCanvasPhoneBoxContent })));

/**
 * The phone box of the off-canvas menu, from the content API. Mounted only while the menu is
 * open, and only then loaded; a failure leaves it out.
 */
export function OffCanvasPhoneBox() {
  return (
    <ContentRelay>
      <ErrorBoundary fallback={null}>
        <Loader />
      </ErrorBoundary>
    </ContentRelay>
  );
}

function Loader() {
  const { shop, clientApi } = usePageContext();
  const preview = clientApi.contentPreview === true;
  const [queryRef, load] = useLazyQueryLoader<QueryType>(importContent);
  // Mounting is the opening (by the button or by a shared #offcanvasMenu link): load then.
  useEffect(() => {
    load({ locale: shop.locale, preview }).catch(() => {}); // no code, no box
  }, [load, shop.locale, preview]);
  if (!queryRef) return null;
  return (
    <Suspense fallback={null}>
      <OffCanvasPhoneBoxContent queryRef={queryRef} />
    </Suspense>
  );
}
