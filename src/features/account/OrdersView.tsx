import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { OrdersViewQuery as QueryType } from './__generated__/OrdersViewQuery.graphql.ts';
import { formatDate, label, money, ORDER_STATUS } from './accountFormat.ts';
import { accountMessage } from './accountMessages.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { card, hint, list, stack } from './accountStyles.ts';
import { orderPath } from './customerRoutes.ts';

const OrdersViewQuery = graphql`
  query OrdersViewQuery {
    orders(months: 12) {
      id
      number
      date
      total
      currency
      status
      items {
        id
      }
      shipments {
        id
      }
    }
  }
`;

/** /customer/orders: the orders of the last 12 months, newest first. */
export function OrdersView() {
  return (
    <div className={stack}>
      <p className={hint} data-code="HISTORIC_ORDERS">
        {accountMessage('HISTORIC_ORDERS')}
      </p>
      <AccountQuery<QueryType> query={OrdersViewQuery} variables={{}} fallback={<AccountSkeleton />}>
        {(ref) => <Orders queryRef={ref} />}
      </AccountQuery>
    </div>
  );
}

function Orders({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { orders } = usePreloadedQuery<QueryType>(OrdersViewQuery, queryRef);
  if (orders.length === 0) return <p>In den letzten 12 Monaten haben Sie nichts bestellt.</p>;
  return (
    <ul className={list} aria-label="Bestellungen">
      {orders.map((order) => (
        <li key={order.id} className={`${card} ${row}`}>
          <div>
            <strong>Bestellung {order.number}</strong>
            <span>vom {formatDate(order.date)}</span>
          </div>
          <div>
            <span>{money(order.total, order.currency)}</span>
            <span>
              {order.items.length} {order.items.length === 1 ? 'Artikel' : 'Artikel'}
              {order.shipments.length > 0 && ` · ${order.shipments.length} ${order.shipments.length === 1 ? 'Paket' : 'Pakete'}`}
            </span>
          </div>
          <span className={state}>{label(ORDER_STATUS, order.status)}</span>
          <Link href={orderPath(order)} aria-label={`Details zur Bestellung ${order.number}`}>
            Details
          </Link>
        </li>
      ))}
    </ul>
  );
}

const row = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-2) var(--space-4);
  align-items: center;
  div {
    display: flex;
    flex-direction: column;
  }
`;
const state = css`
  font-weight: 600;
`;
