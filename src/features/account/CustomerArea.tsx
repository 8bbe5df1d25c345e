import { css } from '@linaria/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { LOGIN_CHANGED } from '../../shop/loginMarker.ts';
import { Link } from '../../ui/Link.tsx';
import { useBrowserValue } from '../../ui/useBrowserValue.ts';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { areaNav } from './accountStyles.ts';
import { CUSTOMER_NAV, CUSTOMER_TITLES, customerRoute, type CustomerRoute } from './customerRoutes.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { hasSession, lastSessionEnd } from './sessionState.ts';

// Each view loads with its own chunk when it is shown; the page's first load carries none.
const views = {
  overview: lazy(() => import('./CustomerOverview.tsx').then((m) => ({ default: m.CustomerOverview }))),
  orders: lazy(() => import('./OrdersView.tsx').then((m) => ({ default: m.OrdersView }))),
  order: lazy(() => import('./OrderDetailView.tsx').then((m) => ({ default: m.OrderDetailView }))),
  returns: lazy(() => import('./ReturnsView.tsx').then((m) => ({ default: m.ReturnsView }))),
  invoices: lazy(() => import('./InvoicesView.tsx').then((m) => ({ default: m.InvoicesView }))),
  invoice: lazy(() => import('./InvoiceDetailView.tsx').then((m) => ({ default: m.InvoiceDetailView }))),
  maturities: lazy(() => import('./MaturitiesView.tsx').then((m) => ({ default: m.MaturitiesView }))),
  balance: lazy(() => import('./BalanceView.tsx').then((m) => ({ default: m.BalanceView }))),
};
const PasswordResetView = lazy(() => import('./PasswordResetView.tsx').then((m) => ({ default: m.PasswordResetView })));
const ActivateAccount = lazy(() => import('./ActivateAccount.tsx').then((m) => ({ default: m.ActivateAccount })));

/**
 * The customer account (/customer and below). The server renders this frame with a skeleton,
 * the same for every visitor; the browser decides: guests get the login prompt, customers the
 * view of the path with data loaded under their token. A login that runs out mid-session shows
 * the prompt again, saying so.
 */
export function CustomerArea() {
  const { urlPathname, urlParsed } = usePageContext();
  const route = customerRoute(urlPathname);
  const loggedIn = useBrowserValue(hasSession, [LOGIN_CHANGED]);
  const activation = urlParsed.search.activate;
  const [activated, setActivated] = useState(false);
  // Nothing personal is known before hydration: server and first client render agree.
  const known = loggedIn !== null;

  const showNav = known && loggedIn && route.view !== 'passwordReset';
  // Until the navigation shows, a skeleton keeps its place free: it does not move down when the
  // navigation comes above it, nor up when a prompt replaces it.
  const skeleton = showNav ? (
    <AccountSkeleton />
  ) : (
    <>
      <div className={navSpace} />
      <AccountSkeleton />
    </>
  );

  let content: ReactNode;
  if (!known) content = skeleton;
  else if (route.view === 'passwordReset') content = <PasswordResetView token={urlParsed.search.token ?? ''} />;
  else if (activation && !activated) content = <ActivateAccount token={activation} onDone={() => setActivated(true)} />;
  else if (!loggedIn) content = <LoginPrompt expired={lastSessionEnd() === 'expired'} />;
  else if (route.view === 'notFound') content = <p>Diese Seite gibt es im Kundenkonto nicht.</p>;
  else content = <View route={route} />;

  return (
    <div className={area}>
      <h1 className={title}>{CUSTOMER_TITLES[route.view]}</h1>
      {showNav && <AreaNav current={urlPathname} />}
      <Suspense fallback={skeleton}>{content}</Suspense>
    </div>
  );
}

function View({ route }: { route: Exclude<CustomerRoute, { view: 'passwordReset' | 'notFound' }> }) {
  if (route.view === 'order') return <views.order number={route.number} />;
  if (route.view === 'invoice') return <views.invoice number={route.number} />;
  const Component = views[route.view];
  return <Component />;
}

function AreaNav({ current }: { current: string }) {
  return (
    <nav aria-label="Kundenkonto" className={areaNav}>
      <ul>
        {CUSTOMER_NAV.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={current === item.href ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// At least a screen high: the footer starts below the first screen, so it does not move in view
// when the skeleton gives way to a prompt or a view of another height.
const area = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-height: max(28rem, 100lvh);
`;
/** The navigation's height (its links, padding and rule) and the gap after it. */
const navSpace = css`
  height: calc(var(--touch-target) + var(--space-2) + 1px);
`;
const title = css`
  margin: 0;
  font-size: 1.5rem;
`;
