import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { BalanceViewQuery as QueryType } from './__generated__/BalanceViewQuery.graphql.ts';
import { money } from './accountFormat.ts';
import { accountMessage } from './accountMessages.ts';
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
  return (
    <div className={stack}>
      <section className={card} aria-label="Kontostand">
        <dl className={facts}>
          <dt>Kontostand</dt>
          <dd>
            <strong>{money(balance.balance, balance.currency)}</strong>{' '}
            {balance.balance > 0 ? '(Guthaben)' : balance.balance < 0 ? '(offen)' : ''}
          </dd>
          <dt>Offene Beträge</dt>
          <dd>{money(balance.openAmount, balance.currency)}</dd>
          <dt>Davon überfällig</dt>
          <dd>{money(balance.overdueAmount, balance.currency)}</dd>
        </dl>
      </section>
      <p className={hint}>{accountMessage('PAYMENT_BOOKING')}</p>
      {balance.openAmount > 0 && (
        <p>
          <Link href="/customer/maturities">Offene Zahlungen ansehen</Link>
        </p>
      )}
    </div>
  );
}
