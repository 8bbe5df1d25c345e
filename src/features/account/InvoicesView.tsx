import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Link } from '../../ui/Link.tsx';
import { control } from '../../ui/form/styles.ts';
import type { InvoicesViewQuery as QueryType } from './__generated__/InvoicesViewQuery.graphql.ts';
import { formatDate, invoiceStatusText, label, money, PAYMENT_METHOD } from './accountFormat.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { stack, status, table } from './accountStyles.ts';
import { invoicePath } from './customerRoutes.ts';
import { OLDER_INVOICES_MODAL, OlderInvoicesModal } from './OlderInvoicesModal.tsx';
import { heldInvoice, holdInvoice, INVOICE_MONTHS, invoiceMonthsOf, type InvoiceMonths } from './selectedInvoice.ts';

const InvoicesViewQuery = graphql`
  query InvoicesViewQuery($months: Int!) {
    invoices(months: $months) {
      id
      number
      date
      amount
      currency
      status
      paymentMethod
      nextDueDate
      installments {
        status
      }
    }
  }
`;

/** /customer/invoices: the last 3, 6 or 12 months (?months=), older ones by request. */
export function InvoicesView() {
  const { urlParsed } = usePageContext();
  const [months, setMonths] = useState<InvoiceMonths>(() => invoiceMonthsOf(urlParsed.search.months));
  const olderModal = useModal(OLDER_INVOICES_MODAL);
  const selectId = useId();
  const choose = (value: InvoiceMonths) => {
    setMonths(value);
    // In the address too, so a reload or the way back from an invoice keeps the filter.
    const url = new URL(location.href);
    url.searchParams.set('months', String(value));
    history.replaceState(history.state, '', url);
  };
  return (
    <div className={stack}>
      <div className={bar}>
        <label htmlFor={selectId}>Zeitraum</label>
        <select id={selectId} className={control} value={months} onChange={(event) => choose(invoiceMonthsOf(event.target.value))}>
          {INVOICE_MONTHS.map((m) => (
            <option key={m} value={m}>
              Letzte {m} Monate
            </option>
          ))}
        </select>
      </div>
      <AccountQuery<QueryType> query={InvoicesViewQuery} variables={{ months }} fallback={<AccountSkeleton />}>
        {(ref) => <Invoices queryRef={ref} months={months} />}
      </AccountQuery>
      <p>
        Sie suchen Rechnungen, die älter als 12 Monate sind?{' '}
        <Button variant="link" onClick={olderModal.show}>
          Ältere Rechnungen anfordern
        </Button>
      </p>
      <OlderInvoicesModal />
    </div>
  );
}

function Invoices({ queryRef, months }: { queryRef: PreloadedQuery<QueryType>; months: number }) {
  const { invoices } = usePreloadedQuery<QueryType>(InvoicesViewQuery, queryRef);
  const held = heldInvoice();
  if (invoices.length === 0) return <p>In den letzten {months} Monaten gibt es keine Rechnungen.</p>;
  return (
    <table className={table} aria-label="Rechnungen">
      <thead>
        <tr>
          <th scope="col">Rechnung</th>
          <th scope="col">Datum</th>
          <th scope="col">Betrag</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} aria-current={invoice.number === held ? 'true' : undefined} className={row}>
            <td>
              <Link href={invoicePath(invoice.number)} onClick={() => holdInvoice(invoice.number)}>
                Rechnung {invoice.number}
              </Link>
              <br />
              <small>{label(PAYMENT_METHOD, invoice.paymentMethod)}</small>
            </td>
            <td>{formatDate(invoice.date)}</td>
            <td>{money(invoice.amount, invoice.currency)}</td>
            <td className={status} data-status={invoice.status}>
              {invoiceStatusText(invoice)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const bar = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  select {
    width: auto;
  }
`;
const row = css`
  &[aria-current='true'] {
    background: var(--color-surface);
  }
`;
