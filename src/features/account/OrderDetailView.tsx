import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { OrderDetailViewQuery as QueryType } from './__generated__/OrderDetailViewQuery.graphql.ts';
import { formatDate, label, money, ORDER_STATUS, parcelLabel, SHIPMENT_STATUS } from './accountFormat.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { card, facts, list, sectionTitle, stack, table, twoColumns } from './accountStyles.ts';

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
        firstName
        lastName
        street
        houseNumber
        additional
        zipCode
        city
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
  if (!order) {
    return (
      <p>
        Diese Bestellung haben wir in Ihrem Konto nicht gefunden. <Link href="/customer/orders">Zu Ihren Bestellungen</Link>
      </p>
    );
  }
  const address = order.deliveryAddress;
  return (
    <div className={stack}>
      <div className={twoColumns}>
        <section className={card} aria-labelledby="order-facts">
          <h2 id="order-facts" className={sectionTitle}>
            Bestellung {order.number}
          </h2>
          <dl className={facts}>
            <dt>Bestellnummer</dt>
            <dd>{order.number}</dd>
            <dt>Bestelldatum</dt>
            <dd>{formatDate(order.date)}</dd>
            <dt>Gesamtbetrag</dt>
            <dd>{money(order.total, order.currency)}</dd>
            <dt>Status</dt>
            <dd>{label(ORDER_STATUS, order.status)}</dd>
            <dt>Zahlungsart</dt>
            <dd>{order.paymentMethod}</dd>
          </dl>
          {order.invoicePdfUrl && (
            <p>
              <Link href={order.invoicePdfUrl} target="_blank">
                Rechnung als PDF
              </Link>
            </p>
          )}
        </section>
        <section className={card} aria-labelledby="order-address">
          <h2 id="order-address" className={sectionTitle}>
            Lieferadresse
          </h2>
          <address className={postal}>
            {address.firstName} {address.lastName}
            <br />
            {address.street} {address.houseNumber}
            {address.additional && (
              <>
                <br />
                {address.additional}
              </>
            )}
            <br />
            {address.zipCode} {address.city}
          </address>
        </section>
      </div>
      {order.shipments.length > 0 && (
        <section aria-labelledby="order-shipments">
          <h2 id="order-shipments" className={sectionTitle}>
            Sendungsverfolgung
          </h2>
          <ul className={list}>
            {order.shipments.map((shipment) => (
              <li key={shipment.id} className={card}>
                <strong>{parcelLabel(shipment.index, shipment.count)}</strong>: {label(SHIPMENT_STATUS, shipment.status)} ·{' '}
                {shipment.carrier}{' '}
                {shipment.trackingUrl ? (
                  <Link href={shipment.trackingUrl} target="_blank">
                    Sendung {shipment.trackingNumber} verfolgen
                  </Link>
                ) : (
                  <span>Sendungsnummer {shipment.trackingNumber}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="order-items">
        <h2 id="order-items" className={sectionTitle}>
          Artikel
        </h2>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">Artikel</th>
              <th scope="col">Menge</th>
              <th scope="col">Preis</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name}
                  <br />
                  <small>
                    Art.-Nr. {item.displayNumber}
                    {item.colorLabel && ` · ${item.colorLabel}`} · Größe {item.sizeLabel}
                  </small>
                </td>
                <td>{item.quantity}</td>
                <td>{money(item.price * item.quantity, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>
        <Link href="/customer/orders">Zurück zu Ihren Bestellungen</Link>
      </p>
    </div>
  );
}

const postal = css`
  font-style: normal;
`;
