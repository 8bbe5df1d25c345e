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
import { customerTexts } from './customerTexts.ts';
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
  const { urlParsed, shop } = usePageContext();
  const t = customerTexts(shop.locale);
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
        <label htmlFor={selectId}>{t.customerPeriod()}</label>
        <select id={selectId} className={control} value={months} onChange={(event) => choose(invoiceMonthsOf(event.target.value))}>
          {INVOICE_MONTHS.map((m) => (
            <option key={m} value={m}>
              {t.customerLastMonths({ months: m })}
            </option>
          ))}
        </select>
      </div>
      <AccountQuery<QueryType> query={InvoicesViewQuery} variables={{ months }} fallback={<AccountSkeleton />}>
        {(ref) => <Invoices queryRef={ref} months={months} />}
      </AccountQuery>
      <p>
        {t.customerOlderQuestion()}{' '}
        <Button variant="link" onClick={olderModal.show}>
          {t.customerRequestOlder()}
        </Button>
      </p>
      <OlderInvoicesModal />
    </div>
  );
}

function Invoices({ queryRef, months }: { queryRef: PreloadedQuery<QueryType>; months: number }) {
  const { invoices } = usePreloadedQuery<QueryType>(InvoicesViewQuery, queryRef);
  const held = heldInvoice();
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  if (invoices.length === 0) return <p>{t.customerInvoicesEmpty({ months })}</p>;
  return (
    <table className={table} aria-label={t.customerInvoices()}>
      <thead>
        <tr>
          <th scope="col">{t.customerInvoiceColumn()}</th>
          <th scope="col">{t.customerDate()}</th>
          <th scope="col">{t.customerAmount()}</th>
          <th scope="col">{t.customerStatus()}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} aria-current={invoice.number === held ? 'true' : undefined} className={row}>
            <td>
              <Link href={invoicePath(invoice.number)} onClick={() => holdInvoice(invoice.number)}>
                {t.customerInvoice({ number: invoice.number })}
              </Link>
              <br />
              <small>{label(locale, PAYMENT_METHOD, invoice.paymentMethod)}</small>
            </td>
            <td>{formatDate(locale, invoice.date)}</td>
            <td>{money(locale, invoice.amount, invoice.currency)}</td>
            <td className={status} data-status={invoice.status}>
              {invoiceStatusText(locale, invoice)}
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
