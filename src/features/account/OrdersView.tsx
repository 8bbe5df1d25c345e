import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { OrdersViewQuery as QueryType } from './__generated__/OrdersViewQuery.graphql.ts';
import { formatDate, label, money, ORDER_STATUS } from './accountFormat.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { customerTexts } from './customerTexts.ts';
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
  const t = customerTexts(usePageContext().shop.locale);
  return (
    <div className={stack}>
      <p className={hint} data-code="HISTORIC_ORDERS">
        {t.customerHistoricOrders()}
      </p>
      <AccountQuery<QueryType> query={OrdersViewQuery} variables={{}} fallback={<AccountSkeleton />}>
        {(ref) => <Orders queryRef={ref} />}
      </AccountQuery>
    </div>
  );
}

function Orders({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { orders } = usePreloadedQuery<QueryType>(OrdersViewQuery, queryRef);
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  if (orders.length === 0) return <p>{t.customerOrdersEmpty()}</p>;
  return (
    <ul className={list} aria-label={t.customerOrders()}>
      {orders.map((order) => (
        <li key={order.id} className={`${card} ${row}`}>
          <div>
            <strong>{t.customerOrder({ number: order.number })}</strong>
            <span>{t.customerOrderOf({ date: formatDate(locale, order.date) })}</span>
          </div>
          <div>
            <span>{money(locale, order.total, order.currency)}</span>
            <span>
              {t.customerItems({ count: order.items.length })}
              {order.shipments.length > 0 && ` · ${t.customerParcels({ count: order.shipments.length })}`}
            </span>
          </div>
          <span className={state}>{label(locale, ORDER_STATUS, order.status)}</span>
          <Link href={orderPath(order)} aria-label={t.customerOrderDetails({ number: order.number })}>
            {t.customerDetails()}
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
