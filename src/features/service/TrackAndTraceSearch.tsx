import { css } from '@linaria/core';
import { useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { requiredText } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Link } from '../../ui/Link.tsx';
import type { TrackAndTraceSearchQuery as QueryType } from './__generated__/TrackAndTraceSearchQuery.graphql.ts';
import { withParts } from '../../i18n/parts.tsx';
import { asFormFailure } from './formFailure.ts';
import { heading, outcome, small } from './styles.ts';
import { TrackAndTraceSearchQuery } from './TrackAndTraceSearchQuery.ts';
import { formatDate, formatDateTime, labelOf, RETURN_STATUS, SHIPMENT_STATUS } from './trackingLabels.ts';
import { trackingTexts } from './trackingTexts.ts';

const schema = v.object({
  orderNumber: requiredText(),
  zipCode: v.pipe(v.string(), v.trim()),
});

type Result = NonNullable<QueryType['response']['trackAndTrace']>;

/**
 * Finds an order's parcels and returns by order number and delivery zip code (customers' own
 * orders by number alone). `focus` 'returns' shows the returns only (the returns page).
 */
export function TrackAndTraceSearch({ focus }: { focus: 'shipments' | 'returns' }) {
  const environment = useRelayEnvironment();
  const t = trackingTexts(usePageContext().shop.locale);
  const [result, setResult] = useState<Result | null | undefined>(undefined);
  const form = useSchemaForm(schema, { orderNumber: '', zipCode: '' });

  const submit = async ({ orderNumber, zipCode }: v.InferOutput<typeof schema>) => {
    try {
      const data = await fetchQuery<QueryType>(
        environment,
        TrackAndTraceSearchQuery,
        { input: { orderNumber, zipCode: zipCode || null } },
        {
          fetchPolicy: 'network-only',
        },
      ).toPromise();
      setResult(data?.trackAndTrace ?? null);
    } catch (error) {
      setResult(undefined);
      throw asFormFailure(error, 'DEFAULT');
    }
  };

  const search = focus === 'returns' ? t.trackingSearchReturn() : t.trackingSearchParcel();
  return (
    <>
      <Form form={form} onSubmit={submit} successMs={0} aria-label={search}>
        <div className={pair}>
          <TextField name="orderNumber" label={t.trackingOrderNumber()} inputMode="numeric" autoComplete="off" required />
          <TextField
            name="zipCode"
            label={t.trackingZipCode()}
            hint={t.trackingZipCodeHint()}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
        <FormMessage />
        <SubmitButton>{search}</SubmitButton>
      </Form>
      <div role="status">
        {result === null && <p className={outcome}>{t.trackingNotFound()}</p>}
        {result && <Found result={result} focus={focus} />}
      </div>
    </>
  );
}

function Found({ result, focus }: { result: Result; focus: 'shipments' | 'returns' }) {
  const { locale, currency } = usePageContext().shop;
  const t = trackingTexts(locale);
  const order = t.trackingOrder({ orderNumber: result.orderNumber });
  return (
    <section className={outcome} aria-label={order}>
      <h2 className={heading}>{order}</h2>
      {focus === 'shipments' &&
        (result.shipments.length === 0 ? (
          <p>{t.trackingNoParcels()}</p>
        ) : (
          <ul className={list}>
            {result.shipments.map((shipment) => (
              <li key={shipment.id}>
                <h3 className={subheading}>
                  {t.trackingParcel({
                    index: shipment.index,
                    count: shipment.count,
                    status: labelOf(t, SHIPMENT_STATUS, shipment.status),
                  })}
                </h3>
                <p className={small}>
                  {t.trackingParcelNumber({ carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })}
                  {shipment.trackingUrl && (
                    <>
                      {' '}
                      –{' '}
                      <Link href={shipment.trackingUrl} target="_blank">
                        {t.trackingAtCarrier()}
                      </Link>
                    </>
                  )}
                </p>
                <ol className={events}>
                  {shipment.events.map((event) => (
                    <li key={event.at + event.description}>
                      <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>: {event.description}
                      {event.location && ` (${event.location})`}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        ))}
      <h3 className={subheading}>{t.trackingReturns()}</h3>
      {result.returns.length === 0 ? (
        <p>{t.trackingNoReturns()}</p>
      ) : (
        <ul className={list}>
          {result.returns.map((item) => (
            <li key={item.id}>
              {withParts(t.trackingReturnItem, { name: <strong>{item.name}</strong>, size: item.sizeLabel, quantity: item.quantity })}
              <br />
              {withParts(t.trackingStatus, { status: <span>{labelOf(t, RETURN_STATUS, item.status)}</span> })}
              <br />
              <span className={small}>
                {item.refundAmount == null
                  ? t.trackingRegisteredAt({ date: formatDate(item.registeredAt, locale) })
                  : t.trackingRegisteredRefunded({
                      date: formatDate(item.registeredAt, locale),
                      amount: formatPrice(item.refundAmount, currency, locale),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const pair = css`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
const events = css`
  margin: var(--space-2) 0 0;
  padding-left: var(--space-5);
  font-size: 0.875rem;
`;
const subheading = css`
  font-size: 1rem;
  margin: 0;
`;
