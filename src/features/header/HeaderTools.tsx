import { css } from '@linaria/core';
import { useEffect } from 'react';
import { usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { sendToApp } from '../../shop/page/appBridge.ts';
import { hasLoginMarker, LOGIN_CHANGED } from '../../shop/context/loginMarker.ts';
import { currentOrderFormCount, DOF_COUNT_EVENT } from '../../shop/context/orderFormCount.ts';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { registerWishlistLoader, WISHLIST_LOADERS } from '../../shop/context/wishlistRefresh.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { Link } from '../../ui/Link.tsx';
import { useFrameBrowserValue } from '../../ui/lazy/useTransitionStore.ts';
import { useModal } from '../../ui/useModal.ts';
import type { HeaderToolsQuery as HeaderToolsQueryType } from './__generated__/HeaderToolsQuery.graphql.ts';
import { HeaderToolsQuery } from './HeaderToolsQuery.ts';
import { PersonalQuery } from '../../relay/usePersonalQuery.tsx';
import { accountLabel, toolLabel } from './toolLabel.ts';
import { layoutTexts } from '../../ui/layoutTexts.ts';
import { media } from '../../ui/breakpoints.ts';

interface Counts {
  loggedIn: boolean;
  wishlist: number | null;
  basket: number | null;
}

/** What only the browser knows; null until hydration is over. */
interface BrowserState {
  /** The stored login marker. */
  marker: boolean | null;
  /** Lines in the order form. */
  orderForm: number | null;
}

/**
 * Account, order form, wishlist and basket, with usePersonalQuery's policy for the login state
 * and counts. They load in the browser after hydration, in a task of its own, on every page:
 * - a catalogue page's HTML is the same for every visitor (a CDN keeps it), so the server renders
 *   the tools without counts, in the size they keep with them (the badges sit on the icons);
 * - a personal page's too, by choice: the header belongs to the frame, which stays mounted
 *   through client navigations and behaves alike on every page, and its badges appear once the
 *   page has hydrated and works (the e2e tests wait for that, waitForHydration); the personal
 *   page's own part (basket, account, wishlist …) is what comes rendered with the visitor's data.
 *   A personal page's +data could load HeaderToolsQuery with load.personal: the tools would then
 *   render with it on the server and hydrate without a request (outcome 'loaded').
 * A failure leaves the tools without counts (the network layer has logged it); a client
 * navigation keeps what was loaded, and a page's records update the counts in the store. The
 * order form's count lives in the browser only (see orderFormCount).
 */
export function HeaderTools() {
  const { shop, runtime } = usePageContext();
  const environment = useRelayEnvironment();
  // Read here, where the tools mount once with the frame: the Tools below mount again when the
  // counts arrive.
  const browser: BrowserState = {
    marker: useFrameBrowserValue(hasLoginMarker, [LOGIN_CHANGED]),
    orderForm: useFrameBrowserValue(currentOrderFormCount, [DOF_COUNT_EVENT, 'storage']),
  };
  // The badge's count again when the page becomes visible or the login changes, on pages
  // without a part that loads the wishlist itself (hearts, /wishlist); the badge reads the record.
  useEffect(() => {
    if (runtime === 'store') return;
    return registerWishlistLoader(WISHLIST_LOADERS.headerCount, () => {
      void import('./HeaderWishlistCountQuery.ts').then(({ refreshWishlistCount }) => refreshWishlistCount(environment, shop.locale));
    });
  }, [environment, runtime, shop.locale]);
  const unknown = <Tools counts={null} browser={browser} />;
  return (
    <PersonalQuery<HeaderToolsQueryType>
      query={HeaderToolsQuery}
      variables={{ locale: shop.locale }}
      skeleton={unknown}
      failure={() => unknown}
      // The wishlist's count comes again through its loader above; the rest as it always has.
      refreshOnFocus={false}
      ownTask
    >
      {(queryRef) => <LoadedTools queryRef={queryRef} browser={browser} />}
    </PersonalQuery>
  );
}

function LoadedTools({ queryRef, browser }: { queryRef: PreloadedQuery<HeaderToolsQueryType>; browser: BrowserState }) {
  const data = usePreloadedQuery<HeaderToolsQueryType>(HeaderToolsQuery, queryRef);
  const { runtime, shop } = usePageContext();
  const { isLoggedIn, customerNumber } = data.client;
  // The app wants to know who is logged in inside its webview.
  useEffect(() => {
    if (runtime === 'webview') sendToApp('userInfo', { loggedIn: isLoggedIn, customerNumber: customerNumber ?? null });
  }, [runtime, isLoggedIn, customerNumber]);
  // userInfo and customerRecognition for analytics, whose code loads beside the page.
  useEffect(() => {
    void import('../../shop/analytics/loginAnalytics.ts').then((m) => m.reportLoginState(isLoggedIn, runtime, shop.code));
  }, [isLoggedIn, runtime, shop.code]);
  // A basket or wishlist that failed to load comes back as null: its icon then shows no badge.
  return (
    <Tools
      counts={{
        loggedIn: data.client.isLoggedIn,
        wishlist: data.wishlist?.count ?? null,
        basket: data.basket?.count ?? null,
      }}
      browser={browser}
    />
  );
}

function Tools({ counts, browser: { marker, orderForm } }: { counts: Counts | null; browser: BrowserState }) {
  // Logged in by the login-status query or by the stored marker, whichever knows first; a guest
  // once the query has said so (before that the state is not known).
  const loggedIn = (counts?.loggedIn ?? false) || marker === true;
  const loginState = loggedIn ? true : counts ? false : null;
  const authModal = useModal(OVERLAY_IDS.auth);
  // In-store display devices are shared by many shoppers: no wishlist there.
  const { runtime, shop } = usePageContext();
  const texts = layoutTexts(shop.locale);
  return (
    <nav aria-label={texts.layoutService()} className={tools}>
      <Tool
        href="/customer"
        icon="account"
        label={texts.layoutAccount()}
        name={accountLabel(shop.locale, texts.layoutAccount(), loginState)}
        count={null}
        checked={loggedIn}
        // For guests the click opens the modal; Vike's router must not navigate first.
        routed={loggedIn}
        onClick={(event) => {
          // Guests get the login modal instead of the account page.
          if (loggedIn) return;
          event.preventDefault();
          authModal.show();
        }}
      />
      <Tool href="/directorderform" icon="orderForm" label={texts.layoutOrderForm()} count={orderForm} testId="order-form-tool" />
      {runtime !== 'store' && <Tool href="/wishlist" icon="wishlist" label={texts.layoutWishlist()} count={counts?.wishlist} />}
      <Tool href="/basket" icon="basket" label={texts.layoutBasket()} count={counts?.basket} testId="basket-tool" />
    </nav>
  );
}

interface ToolProps {
  href: string;
  icon: IconName;
  label: string;
  /** The accessible name, when it is not the label with the count. */
  name?: string;
  count: number | null | undefined;
  checked?: boolean;
  testId?: string;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** false: client-side routing leaves this link alone (its click handler decides). */
  routed?: boolean;
}

function Tool({ href, icon, label, count, name, checked = false, testId, onClick, routed = true }: ToolProps) {
  const { locale } = usePageContext().shop;
  return (
    <Link
      href={href}
      className={tool}
      aria-label={name ?? toolLabel(locale, label, count)}
      data-testid={testId}
      onClick={onClick}
      data-vike={routed ? undefined : 'false'}
    >
      <Icon name={icon} />
      <span className={toolText} aria-hidden="true">
        {label}
      </span>
      {checked && (
        <span className={`${badge} ${checkBadge}`} aria-hidden="true">
          <Icon name="check" size={12} />
        </span>
      )}
      {count != null && count > 0 && (
        <span className={badge} aria-hidden="true" data-testid={testId && `${testId}-badge`}>
          {count}
        </span>
      )}
    </Link>
  );
}

const tools = css`
  display: flex;
  gap: 0.25rem;
  @media ${media.phone} {
    gap: 0;
  }
`;
const tool = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: var(--touch-target);
  min-height: var(--touch-target);
  padding: 0.25rem;
  @media ${media.phone} {
    min-width: 36px;
    padding: 0.25rem 0.125rem;
  }
  color: var(--color-text);
  text-decoration: none;
  font-size: 0.75rem;
  &:hover,
  &:focus-visible {
    color: var(--color-primary);
  }
`;
const toolText = css`
  @media ${media.phone} {
    display: none;
  }
`;
const badge = css`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.25rem;
  border-radius: var(--radius-pill);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;
const checkBadge = css`
  background: var(--color-success);
  color: var(--color-on-success);
  display: grid;
  place-items: center;
`;
