import { css } from '@linaria/core';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { PersonalQuery } from '../../relay/usePersonalQuery.tsx';
import { analyticsPrice, track, type cartProduct } from '../../shop/analytics/index.ts';
import { sendToApp } from '../../shop/page/appBridge.ts';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { withBasePath } from '../../shop/page/runtime.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { shopCountries } from '../../ui/form/countries.ts';
import { useModal } from '../../ui/useModal.ts';
import { afterNextPaint } from '../../ui/lazy/yieldToMain.ts';
import { useBrowserValue } from '../../ui/lazy/useBrowserValue.ts';
import type { CheckoutQuery as QueryType, CheckoutQuery$data } from './__generated__/CheckoutQuery.graphql.ts';
import { AddressStep } from './AddressStep.tsx';
import { CHECKOUT_VARIABLES, CheckoutQuery } from './CheckoutQuery.ts';
import { CheckoutStepper } from './CheckoutStepper.tsx';
import { checkoutMessage } from './messages.ts';
import { checkoutTexts } from './texts.ts';
import { CustomerStep } from './CustomerStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { STEPS, stepFromSearch, stepNumber, stepQuery, stepToShow, type Progress, type StepId } from './steps.ts';
import type { OrderPlaced } from './usePlaceOrderMutation.ts';

const GUEST_KEY = 'checkoutGuest';

/**
 * The checkout. Everything in it is personal: the page's +data loads it with the visitor's token,
 * so the page comes with the current step (usePersonalQuery); a login (through the header's
 * authentication modal) loads it again, since the customer's address comes with it, while the
 * current step stays on screen.
 */
export function Checkout() {
  const placeholder = <div className={loading} aria-busy="true" />;
  return (
    <PersonalQuery<QueryType>
      query={CheckoutQuery}
      variables={CHECKOUT_VARIABLES}
      skeleton={placeholder}
      failure={() => <LoadFailed />}
      refreshOnFocus={false}
      refreshOnLogin
    >
      {(queryRef) => <LoadedCheckout queryRef={queryRef} />}
    </PersonalQuery>
  );
}

function LoadFailed() {
  return <p role="alert">{checkoutTexts(usePageContext().shop.locale).checkoutLoadFailed()}</p>;
}

type Data = CheckoutQuery$data;
type CartLineData = Parameters<typeof cartProduct>[0];

/** The order's lines as the checkout and purchase events describe them (built when sent). */
const orderItems = (data: Data): CartLineData[] =>
  data.checkout.basket.items.map((item) => ({
    id: item.productId,
    name: item.name,
    brand: item.brand ?? null,
    priceCents: item.price,
    quantity: item.quantity,
    variant: item.sizeLabel,
    availability: item.availability,
    displayNumber: item.displayNumber,
  }));

function LoadedCheckout({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(CheckoutQuery, queryRef);
  const { shop, basePath, runtime, urlParsed } = usePageContext();
  const t = checkoutTexts(shop.locale);
  // The guest's choice lives in the tab's storage, which the server cannot read: it counts once hydrated.
  const [chosenGuest, setGuest] = useState(false);
  const storedGuest = useBrowserValue(readGuest, []);
  const guest = chosenGuest || storedGuest === true;
  const [placed, setPlaced] = useState(false);
  const loggedIn = data.client.isLoggedIn;
  const { checkout } = data;
  const progress: Progress = {
    identified: loggedIn || guest || (checkout.deliveryAddress !== null && checkout.email !== null),
    address: checkout.deliveryAddress !== null && checkout.email !== null,
    payment: checkout.selectedPaymentMethodId !== null,
  };
  const step = stepToShow(stepFromSearch(shop.locale, urlParsed.search), progress);
  const href = useCallback((id: StepId) => withBasePath(basePath, `/checkout?${stepQuery(shop.locale, id)}`), [basePath, shop.locale]);
  const goTo = useCallback((id: StepId) => void navigate(href(id)), [href]);

  // Each step shown once per visit of it goes to analytics (the dataLayer applies consent).
  const currency = checkout.totals.currency;
  const items = useRef<CartLineData[]>([]);
  const currentItems = useMemo(() => orderItems(data), [data]);
  useEffect(() => {
    items.current = currentItems;
  }, [currentItems]);
  useEffect(() => {
    if (placed) return;
    const products = items.current;
    track((e) => e.checkoutEvent(currency, stepNumber(step), products.map(e.cartProduct)));
  }, [step, currency, placed]);

  // A step reached from another one starts with its heading focused, so keyboard and screen
  // reader users continue right there.
  // While the authentication modal is open the page is inert: focus moves once it has closed.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const focusPending = useRef(false);
  const { open: authOpen } = useModal(OVERLAY_IDS.auth);
  useEffect(() => {
    if (shownStep.current !== step) focusPending.current = true;
    shownStep.current = step;
    if (focusPending.current && !authOpen) {
      heading.current?.focus();
      focusPending.current = false;
    }
  }, [step, authOpen]);

  const onPlaced = (order: OrderPlaced, coupon: string) => {
    setPlaced(true);
    const products = items.current;
    const shipping = checkout.totals.shipping;
    track((e) =>
      e.purchaseEvent(
        order.currency,
        { id: order.orderNumber, revenueCents: order.total, shippingCents: shipping, coupon },
        products.map(e.cartProduct),
      ),
    );
    if (runtime === 'webview')
      sendToApp('purchaseCompleted', { orderNumber: order.orderNumber, total: analyticsPrice(order.total), currency: order.currency });
    void navigate(withBasePath(basePath, '/thanks'));
  };

  if (placed) return <p role="status">{t.checkoutPlacing()}</p>;
  if (checkout.basket.count === 0) {
    return (
      <div className={empty}>
        <p data-code="BASKET_EMPTY">{checkoutMessage(shop.locale, 'BASKET_EMPTY')}</p>
        <ButtonLink href="/">{t.checkoutContinueShopping()}</ButtonLink>
      </div>
    );
  }
  const title = t[STEPS.find((s) => s.id === step)!.label]();
  return (
    <div className={steps}>
      <CheckoutStepper current={step} progress={progress} href={href} locale={shop.locale} />
      <h2 ref={heading} tabIndex={-1} className={stepTitle}>
        {t.checkoutStepTitle({ number: stepNumber(step), count: STEPS.length, title })}
      </h2>
      {step === 'kunde' && (
        <CustomerStep
          loggedIn={loggedIn}
          locale={shop.locale}
          onContinue={() => goTo('adresse')}
          onGuest={() => {
            rememberGuest();
            // The address form is a large render (a task of 100-200 ms on a phone in the click):
            // it comes after the pressed button has painted, in a transition.
            void afterNextPaint().then(() => {
              startTransition(() => setGuest(true));
              goTo('adresse');
            });
          }}
        />
      )}
      {step === 'adresse' && (
        <AddressStep
          key={String(loggedIn)}
          checkout={checkout}
          loggedIn={loggedIn}
          locale={shop.locale}
          countries={shopCountries(shop.locale, shop.deliveryCountries)}
          onDone={() => goTo('zahlung')}
        />
      )}
      {step === 'zahlung' && <PaymentStep checkout={checkout} locale={shop.locale} onDone={() => goTo('pruefen')} />}
      {step === 'pruefen' && <ReviewStep checkout={checkout} locale={shop.locale} stepHref={href} onPlaced={onPlaced} />}
    </div>
  );
}

// The guest's choice lasts for the browser tab's session.
function readGuest(): boolean {
  try {
    return sessionStorage.getItem(GUEST_KEY) === '1';
  } catch {
    return false;
  }
}
function rememberGuest(): void {
  try {
    sessionStorage.setItem(GUEST_KEY, '1');
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

const loading = css`
  min-height: 28rem;
`;
const steps = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-height: 28rem;
`;
const stepTitle = css`
  margin: 0;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid var(--color-primary);
  }
`;
const empty = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
`;
