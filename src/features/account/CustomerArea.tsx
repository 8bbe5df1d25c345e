import { css } from '@linaria/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { LOGIN_CHANGED } from '../../shop/context/loginMarker.ts';
import { Link } from '../../ui/Link.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { accountTexts } from './accountTexts.ts';
import { accountViews, activateAccount, passwordResetView } from './accountViews.ts';
import { areaNav } from './accountStyles.ts';
import { areaContent, CUSTOMER_NAV, CUSTOMER_TITLES, customerRoute, type CustomerViewRoute } from './customerRoutes.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { hasSession, lastSessionEnd, type AccountSession } from './sessionState.ts';

/** The login as the area shows it. */
interface ShownSession {
  loggedIn: boolean;
  /** The login prompt says the session ran out (the API refused the token). */
  expired: boolean;
}

const shownSession = (session: AccountSession): ShownSession => ({ loggedIn: session.loggedIn, expired: session.ended === 'expired' });

/**
 * The login as the server knew it for this page (its +data, from the auth cookie and the API's
 * answer), then as the browser hears of it (LOGIN_CHANGED: a login, a logout, a token refused).
 */
function useShownSession(): ShownSession {
  const { session } = useData<{ session: AccountSession }>();
  const [shown, setShown] = useState(() => shownSession(session));
  // A navigation within the area brings the server's word again.
  const [known, setKnown] = useState(session);
  if (known !== session) {
    setKnown(session);
    setShown(shownSession(session));
  }
  // The server ended a session whose token the API refused: the page ends it too (marker, header
  // badge, app), as after such an answer in the browser.
  const environment = useRelayEnvironment();
  useEffect(() => {
    // Rarely needed: its code stays out of the page's first load.
    if (session.ended === 'expired') void import('./session.ts').then((m) => m.endSession(environment, 'expired'));
  }, [session, environment]);
  useEffect(() => {
    const update = () =>
      setShown((before) => {
        const loggedIn = hasSession();
        // A session the server ended stays 'expired' until the next login.
        return { loggedIn, expired: !loggedIn && (lastSessionEnd() === 'expired' || (before.expired && !before.loggedIn)) };
      });
    window.addEventListener(LOGIN_CHANGED, update);
    return () => window.removeEventListener(LOGIN_CHANGED, update);
  }, []);
  return shown;
}

/**
 * The customer account (/customer and below), private to the visitor. The server renders it with
 * what the visitor sees: guests the login prompt, customers the view of the path with its data,
 * both loaded by the page's +data, which knows the login from the HttpOnly auth cookie; the
 * browser hydrates from the same records. A login that runs out (here or in +data) shows the
 * prompt again, saying so; a login or logout in the page switches at once.
 */
export function CustomerArea() {
  const { urlPathname, urlParsed, shop } = usePageContext();
  const t = accountTexts(shop.locale);
  const route = customerRoute(urlPathname);
  const session = useShownSession();
  const [activated, setActivated] = useState(false);
  const activation = activated ? undefined : urlParsed.search.activate;
  const shown = areaContent(route, { loggedIn: session.loggedIn, activation });

  let content: ReactNode;
  if (shown.kind === 'passwordReset') content = <passwordResetView.Component token={urlParsed.search.token ?? ''} />;
  else if (shown.kind === 'activate') content = <activateAccount.Component token={shown.token} onDone={() => setActivated(true)} />;
  else if (shown.kind === 'login') content = <LoginPrompt expired={session.expired} />;
  else if (shown.kind === 'notFound') content = <p>{t.accountNotFound()}</p>;
  else content = <View route={shown.route} />;

  const showNav = session.loggedIn && route.view !== 'passwordReset';
  return (
    <div className={area}>
      <h1 className={title}>{t[CUSTOMER_TITLES[route.view]]()}</h1>
      {showNav && <AreaNav current={urlPathname} />}
      <Suspense fallback={<AccountSkeleton />}>{content}</Suspense>
    </div>
  );
}

function View({ route }: { route: CustomerViewRoute }) {
  if (route.view === 'order') return <accountViews.order.Component number={route.number} />;
  if (route.view === 'invoice') return <accountViews.invoice.Component number={route.number} />;
  const Component = accountViews[route.view].Component;
  return <Component />;
}

function AreaNav({ current }: { current: string }) {
  const t = accountTexts(usePageContext().shop.locale);
  return (
    <nav aria-label={t.accountNav()} className={areaNav}>
      <ul>
        {CUSTOMER_NAV.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={current === item.href ? 'page' : undefined}>
              {t[item.label]()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const area = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-height: 28rem;
`;
const title = css`
  margin: 0;
  font-size: 1.5rem;
`;
