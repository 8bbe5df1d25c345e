import { css } from '@linaria/core';
import { useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import * as v from 'valibot';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/inputs.tsx';
import { requiredText } from '../../ui/form/rules.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Link } from '../../ui/Link.tsx';
import type { TrackAndTraceSearchQuery as QueryType } from './__generated__/TrackAndTraceSearchQuery.graphql.ts';
import { asFormFailure } from './formFailure.ts';
import { serviceTexts } from './serviceTexts.ts';
import { heading, outcome, small } from './styles.ts';
import { TrackAndTraceSearchQuery } from './TrackAndTraceSearchQuery.ts';
import { formatDate, formatDateTime, labelOf, RETURN_STATUS, SHIPMENT_STATUS } from './trackingLabels.ts';

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

  return (
    <>
      <Form form={form} onSubmit={submit} successMs={0} aria-label={focus === 'returns' ? 'Retoure suchen' : 'Sendung suchen'}>
        <div className={pair}>
          <TextField name="orderNumber" label="Bestellnummer" inputMode="numeric" autoComplete="off" required />
          <TextField
            name="zipCode"
            label="PLZ der Lieferadresse"
            hint="Nicht nötig, wenn Sie angemeldet sind"
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
        <FormMessage />
        <SubmitButton>{focus === 'returns' ? 'Retoure suchen' : 'Sendung suchen'}</SubmitButton>
      </Form>
      <div role="status">
        {result === null && <p className={outcome}>{serviceTexts.TRACK_NOT_FOUND}</p>}
        {result && <Found result={result} focus={focus} />}
      </div>
    </>
  );
}

function Found({ result, focus }: { result: Result; focus: 'shipments' | 'returns' }) {
  return (
    <section className={outcome} aria-label={`Bestellung ${result.orderNumber}`}>
      <h2 className={heading}>Bestellung {result.orderNumber}</h2>
      {focus === 'shipments' &&
        (result.shipments.length === 0 ? (
          <p>{serviceTexts.TRACK_NO_PARCELS}</p>
        ) : (
          <ul className={list}>
            {result.shipments.map((shipment) => (
              <li key={shipment.id}>
                <h3 className={subheading}>
                  Paket {shipment.index} von {shipment.count}: {labelOf(SHIPMENT_STATUS, shipment.status)}
                </h3>
                <p className={small}>
                  {shipment.carrier}, Sendungsnummer {shipment.trackingNumber}
                  {shipment.trackingUrl && (
                    <>
                      {' '}
                      –{' '}
                      <Link href={shipment.trackingUrl} target="_blank">
                        Beim Paketdienst verfolgen
                      </Link>
                    </>
                  )}
                </p>
                <ol className={events}>
                  {shipment.events.map((event) => (
                    <li key={event.at + event.description}>
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time>: {event.description}
                      {event.location && ` (${event.location})`}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        ))}
      <h3 className={subheading}>Rücksendungen</h3>
      {result.returns.length === 0 ? (
        <p>{serviceTexts.TRACK_NO_RETURNS}</p>
      ) : (
        <ul className={list}>
          {result.returns.map((item) => (
            <li key={item.id}>
              <strong>{item.name}</strong>, Größe {item.sizeLabel}, {item.quantity} Stück
              <br />
              Status: <span>{labelOf(RETURN_STATUS, item.status)}</span>
              <br />
              <span className={small}>
                Angemeldet am {formatDate(item.registeredAt)}
                {item.refundAmount != null && `, erstattet: ${formatPrice(item.refundAmount, 'EUR')}`}
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
