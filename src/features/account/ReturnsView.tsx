import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { ReturnsViewQuery as QueryType } from './__generated__/ReturnsViewQuery.graphql.ts';
import { formatDate, label, money, RETURN_STATUS } from './accountFormat.ts';
import { accountMessage } from './accountMessages.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { hint, stack, table } from './accountStyles.ts';

const ReturnsViewQuery = graphql`
  query ReturnsViewQuery {
    returns {
      id
      orderNumber
      name
      sizeLabel
      quantity
      registeredAt
      status
      refundAmount
    }
    customer {
      id
      balance {
        currency
      }
    }
  }
`;

/** /customer/returns: returned items and their processing state. */
export function ReturnsView() {
  return (
    <div className={stack}>
      <p className={hint}>{accountMessage('RETURN_DURATION')}</p>
      <p>
        Ihre Bestellungen finden Sie unter <Link href="/customer/orders">Bestellungen</Link>.
      </p>
      <AccountQuery<QueryType> query={ReturnsViewQuery} variables={{}} fallback={<AccountSkeleton />}>
        {(ref) => <Returns queryRef={ref} />}
      </AccountQuery>
    </div>
  );
}

function Returns({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { returns, customer } = usePreloadedQuery<QueryType>(ReturnsViewQuery, queryRef);
  if (returns.length === 0) return <p>Sie haben keine Retouren.</p>;
  return (
    <table className={table} aria-label="Retouren">
      <thead>
        <tr>
          <th scope="col">Artikel</th>
          <th scope="col">Angemeldet am</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {returns.map((item) => (
          <tr key={item.id}>
            <td>
              {item.quantity} × {item.name}, Größe {item.sizeLabel}
              <br />
              <small>Bestellung {item.orderNumber}</small>
            </td>
            <td>{formatDate(item.registeredAt)}</td>
            <td>
              {label(RETURN_STATUS, item.status)}
              {item.refundAmount != null && ` (${money(item.refundAmount, customer.balance.currency)})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
