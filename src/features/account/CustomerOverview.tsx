import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { message } from '../../shop/texts/messages.ts';
import { AsyncButton } from '../../ui/AsyncButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Link } from '../../ui/Link.tsx';
import { useToast } from '../../ui/toast/Toasts.tsx';
import type { CustomerOverviewQuery as QueryType } from './__generated__/CustomerOverviewQuery.graphql.ts';
import { money } from './accountFormat.ts';
import { customerTexts } from './customerTexts.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { card, tileGrid } from './accountStyles.ts';
import { CUSTOMER_CARD_MODAL, CustomerCardModal } from './CustomerCardModal.tsx';
import { DELETE_ACCOUNT_MODAL, DeleteAccountModal } from './DeleteAccountModal.tsx';
import { EmailVerificationHint } from './EmailVerificationHint.tsx';
import { LoyaltyBox } from './LoyaltyBox.tsx';
import { useLogoutMutation } from './useAccountMutations.ts';
import { usePageContext } from 'vike-react/usePageContext';

const CustomerOverviewQuery = graphql`
  query CustomerOverviewQuery {
    customer {
      id
      firstName
      lastName
      customerNumber
      balance {
        currency
        balance
      }
      ...EmailVerificationHint_customer
      ...CustomerCardModal_customer
    }
    loyalty {
      ...LoyaltyBox_loyalty
    }
  }
`;

/** /customer: greeting, verification hint, the tiles, loyalty, customer card and account deletion. */
export function CustomerOverview() {
  return (
    <AccountQuery<QueryType> query={CustomerOverviewQuery} variables={{}} fallback={<AccountSkeleton lines={6} />}>
      {(ref) => <Overview queryRef={ref} />}
    </AccountQuery>
  );
}

function Overview({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  const { customer, loyalty } = usePreloadedQuery<QueryType>(CustomerOverviewQuery, queryRef);
  const cardModal = useModal(CUSTOMER_CARD_MODAL);
  const deleteModal = useModal(DELETE_ACCOUNT_MODAL);
  const logout = useLogoutMutation();
  const toast = useToast();
  const tiles = [
    { href: '/customer/orders', title: t.customerTileDeliveries(), text: t.customerTileDeliveriesText() },
    { href: '/customer/returns', title: t.customerTileOrders(), text: t.customerTileOrdersText() },
    { href: '/customer/invoices', title: t.customerTileInvoices(), text: t.customerTileInvoicesText() },
    {
      href: '/customer/balance',
      title: t.customerTileBalance(),
      text: t.customerTileBalanceText({ balance: money(locale, customer.balance.balance, customer.balance.currency) }),
    },
    { href: '/content/faqs', title: t.customerTileHelp(), text: t.customerTileHelpText() },
  ];
  return (
    <div className={overview}>
      <p className={greeting}>
        {t.customerGreeting({ firstName: customer.firstName, lastName: customer.lastName })}{' '}
        <span>{t.customerNumber({ number: customer.customerNumber })}</span>
      </p>
      <EmailVerificationHint customer={customer} />
      <ul className={tileGrid}>
        {tiles.map((tile) => (
          <li key={tile.title}>
            <Link href={tile.href} className={`${card} ${tileStyle}`}>
              <strong>{tile.title}</strong>
              <span>{tile.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <div className={`${card} ${tileStyle}`}>
            <strong>{t.customerLogout()}</strong>
            <AsyncButton
              variant="secondary"
              onClick={async () => {
                try {
                  await logout();
                } catch {
                  toast.show({ variant: 'error', text: message(locale, 'DEFAULT') });
                  return false;
                }
                toast.show({ variant: 'success', text: t.customerLoggedOut() });
              }}
            >
              {t.customerLogout()}
            </AsyncButton>
          </div>
        </li>
      </ul>
      <LoyaltyBox loyalty={loyalty} />
      <div className={actions}>
        <Button variant="secondary" onClick={cardModal.show}>
          {t.customerCard()}
        </Button>
        <Button variant="link" onClick={deleteModal.show}>
          {t.customerDelete()}
        </Button>
      </div>
      <CustomerCardModal customer={customer} />
      <DeleteAccountModal />
    </div>
  );
}

const overview = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
`;
const greeting = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  margin: 0;
  font-size: 1.125rem;
  span {
    color: var(--color-muted);
    font-size: 1rem;
  }
`;
const tileStyle = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-2);
  height: 100%;
  min-height: 7rem;
  color: var(--color-text);
  text-decoration: none;
  strong {
    font-size: 1.125rem;
  }
  a&:hover strong,
  a&:focus-visible strong {
    color: var(--color-primary);
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  align-items: center;
`;
