import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { MaturitiesViewQuery as QueryType } from './__generated__/MaturitiesViewQuery.graphql.ts';
import { formatDate, label, money, PAYMENT_STATUS } from './accountFormat.ts';
import { accountMessage } from './accountMessages.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { hint, stack, status, table } from './accountStyles.ts';
import { invoicePath } from './customerRoutes.ts';

const MaturitiesViewQuery = graphql`
  query MaturitiesViewQuery {
    maturities {
      currency
      openAmount
      items {
        id
        invoiceNumber
        dueOn
        amount
        status
      }
    }
  }
`;

/** /customer/maturities: unpaid invoices and instalments, earliest due first. */
export function MaturitiesView() {
  return (
    <div className={stack}>
      <p className={hint}>{accountMessage('PAYMENT_BOOKING')}</p>
      <AccountQuery<QueryType> query={MaturitiesViewQuery} variables={{}} fallback={<AccountSkeleton />}>
        {(ref) => <Maturities queryRef={ref} />}
      </AccountQuery>
    </div>
  );
}

function Maturities({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { maturities } = usePreloadedQuery<QueryType>(MaturitiesViewQuery, queryRef);
  if (maturities.items.length === 0) return <p>Sie haben keine offenen Zahlungen.</p>;
  return (
    <>
      <p>
        Offen insgesamt: <strong>{money(maturities.openAmount, maturities.currency)}</strong>
      </p>
      <table className={table} aria-label="Offene Zahlungen">
        <thead>
          <tr>
            <th scope="col">Rechnung</th>
            <th scope="col">Fällig am</th>
            <th scope="col">Betrag</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {maturities.items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link href={invoicePath(item.invoiceNumber)}>{item.invoiceNumber}</Link>
              </td>
              <td>{formatDate(item.dueOn)}</td>
              <td>{money(item.amount, maturities.currency)}</td>
              <td className={status} data-status={item.status}>
                {label(PAYMENT_STATUS, item.status)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
