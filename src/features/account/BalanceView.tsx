import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';
import type { BalanceViewQuery as QueryType } from './__generated__/BalanceViewQuery.graphql.ts';
import { money } from './accountFormat.ts';
import { customerTexts } from './customerTexts.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { card, facts, hint, stack } from './accountStyles.ts';

const BalanceViewQuery = graphql`
  query BalanceViewQuery {
    customer {
      id
      balance {
        currency
        balance
        openAmount
        overdueAmount
      }
    }
  }
`;

/** /customer/balance: credit or amount due, what is open and what is overdue. */
export function BalanceView() {
  return (
    <AccountQuery<QueryType> query={BalanceViewQuery} variables={{}} fallback={<AccountSkeleton lines={2} />}>
      {(ref) => <Balance queryRef={ref} />}
    </AccountQuery>
  );
}

function Balance({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { balance } = usePreloadedQuery<QueryType>(BalanceViewQuery, queryRef).customer;
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  return (
    <div className={stack}>
      <section className={card} aria-label={t.customerBalance()}>
        <dl className={facts}>
          <dt>{t.customerBalance()}</dt>
          <dd>
            <strong>{money(locale, balance.balance, balance.currency)}</strong>{' '}
            {balance.balance > 0 ? t.customerCredit() : balance.balance < 0 ? t.customerDue() : ''}
          </dd>
          <dt>{t.customerOpenAmounts()}</dt>
          <dd>{money(locale, balance.openAmount, balance.currency)}</dd>
          <dt>{t.customerOverdueOf()}</dt>
          <dd>{money(locale, balance.overdueAmount, balance.currency)}</dd>
        </dl>
      </section>
      <p className={hint}>{t.customerPaymentBooking()}</p>
      {balance.openAmount > 0 && (
        <p>
          <Link href="/customer/maturities">{t.customerShowMaturities()}</Link>
        </p>
      )}
    </div>
  );
}
