import '../src/ui/global.ts';
import { css } from '@linaria/core';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthModal } from '../src/features/account/AuthModal.tsx';
import { AddToBasketProvider } from '../src/features/basket/AddToBasketProvider.tsx';
import { ConsentBanner } from '../src/features/consent/ConsentBanner.tsx';
import { LanguageLinksSlot, LanguageSwitchSlot } from '../src/features/language/LanguageSlots.tsx';
import { Footer } from '../src/features/footer/Footer.tsx';
import { ScrollUpButton } from '../src/features/frame/ScrollUpButton.tsx';
import { previewBanner } from '../src/features/frame/previewBannerCode.ts';
import { SkipLinks } from '../src/features/frame/SkipLinks.tsx';
import { FIRST_PAINT_AFTER_ID } from '../src/shop/page/firstPaint.ts';
import { focusPageHeadingWhenRendered } from '../src/shop/page/pageFocus.ts';
import { skipTargetId } from '../src/shop/context/skipTargets.ts';
import { usePageType } from '../src/shop/page/usePageType.ts';
import { SmartBanner } from '../src/features/frame/SmartBanner.tsx';
import { DISMISSED_ATTRIBUTE } from '../src/features/frame/smartBannerRules.ts';
import { UspBanner } from '../src/features/frame/UspBanner.tsx';
import { OVERLAY_IDS } from '../src/shop/context/overlays.ts';
import { media } from '../src/ui/breakpoints.ts';
import { LegalHintModalContext } from '../src/shop/context/legalHint.tsx';
import { Header } from '../src/features/header/Header.tsx';
import { DesktopNavigation } from '../src/features/navigation/DesktopNavigation.tsx';
import { OffCanvasMenu } from '../src/features/navigation/OffCanvasMenu.tsx';
import { ShadowNavigation } from '../src/features/navigation/ShadowNavigation.tsx';
import { ProductPopupProvider } from '../src/features/product/popup/ProductPopupProvider.tsx';
import { SearchField } from '../src/features/search/SearchField.tsx';
import { StarsSymbol } from '../src/ui/StarsSymbol.tsx';
import { WhenOpened } from '../src/ui/lazy/WhenOpened.tsx';
import { WishlistProvider } from '../src/features/wishlist/WishlistProvider.tsx';
import { ToastProvider } from '../src/ui/toast/Toasts.tsx';
import { layoutTexts, useLayoutTexts } from '../src/ui/layoutTexts.ts';

// A modal of every page that loads when it first opens.
const ContentModal = lazy(() => import('../src/features/content/ContentModal.tsx').then((module) => ({ default: module.ContentModal })));

/** A legal hint's modal (the product page's campaign badge), with its text from the content API. */
function LegalHintModal({ id, contentKey }: { id: string; contentKey: string }) {
  return <ContentModal id={id} contentKey={contentKey} title={useLayoutTexts().layoutCampaignTerms()} />;
}
const legalHintModal = (props: { id: string; contentKey: string }) => <LegalHintModal {...props} />;

// Shown only inside the open off-canvas menu: it loads with it.
const OffCanvasPhoneBox = lazy(() =>
  import('../src/features/content/OffCanvasPhoneBox.tsx').then((module) => ({ default: module.OffCanvasPhoneBox })),
);

// https://vike.dev/Layout — the shop frame around every page.
export default function Layout({ children }: { children: ReactNode }) {
  const { runtime, is404, abortStatusCode, urlPathname, shop, data, clientApi } = usePageContext();
  const pageType = usePageType();
  const texts = layoutTexts(shop.locale);
  // is404 is a boolean only while the error page renders (true for 404, false for other errors).
  const errorPage = is404 === true || abortStatusCode === 404 ? 'errorPageNotFound' : is404 === false ? 'errorPageUnknown' : null;
  useFocusHeadingOnRouteChange(urlPathname);
  // data-runtime and data-page-type let styles, analytics and tests tell runtimes and pages apart.
  return (
    <ToastProvider routeKey={urlPathname}>
      <AddToBasketProvider locale={shop.locale}>
        {/* Offers the wishlist button to every tile and buy box below. */}
        <WishlistProvider>
          <ProductPopupProvider>
            <LegalHintModalContext value={legalHintModal}>
              {/* A page's data may refine the page type (search without results) and add skip-link targets. */}
              <div data-runtime={runtime} data-page-type={errorPage ?? pageType} className={frame}>
                <span id="page-top" tabIndex={-1} className={pageTop} />
                <StarsSymbol />
                <SkipLinks targets={['main', ...(data?.skipTargets ?? [])]} />
                {/* Hydrated in place once its code is there, so what an editor typed meanwhile stays. */}
                {clientApi.contentPreview && (
                  <Suspense>
                    <previewBanner.Component />
                  </Suspense>
                )}
                <SmartBanner />
                <Header
                  menu={
                    <OffCanvasMenu
                      extra={
                        <>
                          <LanguageLinksSlot />
                          <Suspense fallback={null}>
                            <OffCanvasPhoneBox />
                          </Suspense>
                        </>
                      }
                    />
                  }
                  search={<SearchField />}
                  navigation={<DesktopNavigation />}
                  language={<LanguageSwitchSlot />}
                />
                <ShadowNavigation />
                <UspBanner />
                <main id={skipTargetId('main')} tabIndex={-1} className={main}>
                  <Suspense>{children}</Suspense>
                </main>
                <Suspense>
                  <Footer language={<LanguageLinksSlot />} />
                </Suspense>
                <span id={FIRST_PAINT_AFTER_ID} hidden />
                <ScrollUpButton />
                {/* Mounted from the start: the checkout moves focus once it has closed. */}
                <AuthModal />
                {/* 'zzgl. Versandkosten' (buy box, quick buy) and the basket's shipping line open it. */}
                <WhenOpened id={OVERLAY_IDS.shippingCost}>
                  <ContentModal id={OVERLAY_IDS.shippingCost} contentKey="shippingCost" title={texts.layoutShippingCost()} />
                </WhenOpened>
                <ConsentBanner />
              </div>
            </LegalHintModalContext>
          </ProductPopupProvider>
        </WishlistProvider>
      </AddToBasketProvider>
    </ToastProvider>
  );
}

/**
 * After a client-side navigation focus moves to the new page's heading: a screen reader reads it,
 * so the visitor hears which page has opened (nothing else announces it), and the keyboard goes on
 * into that page's content. Left on the link that was followed, focus would sit in a page that has
 * gone.
 */
function useFocusHeadingOnRouteChange(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeadingWhenRendered();
  }, [path]);
}

// What an anchor jump keeps clear at the top of the screen: more in preview (its banner) and
// with the smart banner; pages' anchor targets use it as their scroll margin.
const frame = css`
  --preview-offset: 0px;
  --smart-banner-offset: 0px;
  --header-offset: calc(5rem + var(--preview-offset) + var(--smart-banner-offset));
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  &:has([data-preview-banner]) {
    --preview-offset: 115px;
    @media ${media.tablet} {
      --preview-offset: 70px;
    }
  }
  &:has([data-smart-banner]) {
    --smart-banner-offset: 52px;
  }
  :root[${DISMISSED_ATTRIBUTE}='dismissed'] & {
    --smart-banner-offset: 0px;
  }
`;
const pageTop = css`
  outline: none;
`;
const main = css`
  display: block;
  flex: 1;
  width: 100%;
  max-width: 1240px;
  min-height: 60vh;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  /* A skip link's jump here shows its focus (keyboard); a click's does not. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;
