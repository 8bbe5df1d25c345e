import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { PostalAddress } from '../../entities/address/PostalAddress.tsx';
import { Link } from '../../ui/Link.tsx';
import type { OrderDetailViewQuery as QueryType } from './__generated__/OrderDetailViewQuery.graphql.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDate, label, money, ORDER_STATUS, SHIPMENT_STATUS } from './accountFormat.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { card, facts, list, sectionTitle, stack, table, twoColumns } from './accountStyles.ts';
import { customerTexts } from './customerTexts.ts';

const OrderDetailViewQuery = graphql`
  query OrderDetailViewQuery($number: ID!) {
    order(number: $number) {
      id
      number
      date
      total
      currency
      status
      paymentMethod
      invoicePdfUrl
      deliveryAddress {
        ...PostalAddress_address @relay(mask: false)
        country
      }
      items {
        id
        name
        displayNumber
        colorLabel
        sizeLabel
        quantity
        price
      }
      shipments {
        id
        index
        count
        carrier
        trackingNumber
        trackingUrl
        status
      }
    }
  }
`;

/** /customer/orders/{year}/{number}: everything about one order, with its parcels. */
export function OrderDetailView({ number }: { number: string }) {
  return (
    <AccountQuery<QueryType> query={OrderDetailViewQuery} variables={{ number }} fallback={<AccountSkeleton lines={5} />}>
      {(ref) => <OrderDetail queryRef={ref} />}
    </AccountQuery>
  );
}

function OrderDetail({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { order } = usePreloadedQuery<QueryType>(OrderDetailViewQuery, queryRef);
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  if (!order) {
    return (
      <p>
        {t.customerOrderNotFound()} <Link href="/customer/orders">{t.customerToOrders()}</Link>
      </p>
    );
  }
  const address = order.deliveryAddress;
  return (
    <div className={stack}>
      <div className={twoColumns}>
        <section className={card} aria-labelledby="order-facts">
          <h2 id="order-facts" className={sectionTitle}>
            {t.customerOrder({ number: order.number })}
          </h2>
          <dl className={facts}>
            <dt>{t.customerOrderNumber()}</dt>
            <dd>{order.number}</dd>
            <dt>{t.customerOrderDate()}</dt>
            <dd>{formatDate(locale, order.date)}</dd>
            <dt>{t.customerTotal()}</dt>
            <dd>{money(locale, order.total, order.currency)}</dd>
            <dt>{t.customerStatus()}</dt>
            <dd>{label(locale, ORDER_STATUS, order.status)}</dd>
            <dt>{t.customerPaymentMethod()}</dt>
            <dd>{order.paymentMethod}</dd>
          </dl>
          {order.invoicePdfUrl && (
            <p>
              <Link href={order.invoicePdfUrl} target="_blank">
                {t.customerInvoicePdf()}
              </Link>
            </p>
          )}
        </section>
        <section className={card} aria-labelledby="order-address">
          <h2 id="order-address" className={sectionTitle}>
            {t.customerDeliveryAddress()}
          </h2>
          <PostalAddress className={postal} address={address} />
        </section>
      </div>
      {order.shipments.length > 0 && (
        <section aria-labelledby="order-shipments">
          <h2 id="order-shipments" className={sectionTitle}>
            {t.customerTracking()}
          </h2>
          <ul className={list}>
            {order.shipments.map((shipment) => (
              <li key={shipment.id} className={card}>
                <strong>{t.customerParcel({ index: shipment.index, count: shipment.count })}</strong>:{' '}
                {label(locale, SHIPMENT_STATUS, shipment.status)} · {shipment.carrier}{' '}
                {shipment.trackingUrl ? (
                  <Link href={shipment.trackingUrl} target="_blank">
                    {t.customerTrack({ number: shipment.trackingNumber })}
                  </Link>
                ) : (
                  <span>{t.customerTrackingNumber({ number: shipment.trackingNumber })}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="order-items">
        <h2 id="order-items" className={sectionTitle}>
          {t.customerArticles()}
        </h2>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t.customerArticles()}</th>
              <th scope="col">{t.customerQuantity()}</th>
              <th scope="col">{t.customerPrice()}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name}
                  <br />
                  <small>
                    {t.customerItemNumber({ number: item.displayNumber })}
                    {item.colorLabel && ` · ${item.colorLabel}`} · {t.customerSize({ size: item.sizeLabel })}
                  </small>
                </td>
                <td>{item.quantity}</td>
                <td>{money(locale, item.price * item.quantity, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>
        <Link href="/customer/orders">{t.customerBackToOrders()}</Link>
      </p>
    </div>
  );
}

const postal = css`
  font-style: normal;
`;
