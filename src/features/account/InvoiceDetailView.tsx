import { css } from '@linaria/core';
import { lazy, Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../ui/Button.tsx';
import { useModal } from '../../ui/useModal.ts';
import { Link } from '../../ui/Link.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { InvoiceDetailViewQuery as QueryType } from './__generated__/InvoiceDetailViewQuery.graphql.ts';
import { formatDate, invoiceStatusText, label, money, PAYMENT_METHOD, PAYMENT_STATUS } from './accountFormat.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { card, facts, sectionTitle, stack, status, table } from './accountStyles.ts';
import { customerTexts } from './customerTexts.ts';
import { holdInvoice } from './selectedInvoice.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The QR code and its encoder load only when the customer opens the QR bill.
const QrBill = lazy(() => withTexts(['customer'], import('./QrBill.tsx')).then((m) => ({ default: m.QrBill })));
export const QR_BILL_MODAL = 'qrBillModal';

const InvoiceDetailViewQuery = graphql`
  query InvoiceDetailViewQuery($number: ID!) {
    invoice(number: $number) {
      id
      number
      date
      amount
      currency
      status
      paymentMethod
      pdfUrl
      nextDueDate
      installments {
        installment
        dueOn
        amount
        status
      }
      qrBill {
        creditorName
        iban
        reference
        amount
      }
    }
    customer {
      id
      firstName
      lastName
      address {
        street
        houseNumber
        zipCode
        city
        country
      }
    }
  }
`;

/** /customer/invoices/{number}: one invoice, its PDF, its instalments and, in Switzerland, the QR bill. */
export function InvoiceDetailView({ number }: { number: string }) {
  // Opened by its address too: it is the selected invoice from now on.
  useEffect(() => holdInvoice(number), [number]);
  return (
    <AccountQuery<QueryType> query={InvoiceDetailViewQuery} variables={{ number }} fallback={<AccountSkeleton lines={5} />}>
      {(ref) => <InvoiceDetail queryRef={ref} />}
    </AccountQuery>
  );
}

function InvoiceDetail({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { invoice, customer } = usePreloadedQuery<QueryType>(InvoiceDetailViewQuery, queryRef);
  const qrModal = useModal(QR_BILL_MODAL);
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  if (!invoice) {
    return (
      <p>
        {t.customerInvoiceNotFound()} <Link href="/customer/invoices">{t.customerToInvoices()}</Link>
      </p>
    );
  }
  const address = customer.address;
  return (
    <div className={stack}>
      <section className={card} aria-labelledby="invoice-facts">
        <h2 id="invoice-facts" className={sectionTitle}>
          {t.customerInvoice({ number: invoice.number })}
        </h2>
        <dl className={facts}>
          <dt>{t.customerInvoiceDate()}</dt>
          <dd>{formatDate(locale, invoice.date)}</dd>
          <dt>{t.customerAmount()}</dt>
          <dd>{money(locale, invoice.amount, invoice.currency)}</dd>
          <dt>{t.customerPaymentMethod()}</dt>
          <dd>{label(locale, PAYMENT_METHOD, invoice.paymentMethod)}</dd>
          <dt>{t.customerStatus()}</dt>
          <dd className={status} data-status={invoice.status}>
            {invoiceStatusText(locale, invoice)}
          </dd>
        </dl>
        <div className={actions}>
          <Link href={invoice.pdfUrl} target="_blank">
            {t.customerOpenPdf()}
          </Link>
          {invoice.qrBill && invoice.status !== 'paid' && (
            <Button variant="secondary" onClick={qrModal.show}>
              {t.customerPayByQr()}
            </Button>
          )}
        </div>
      </section>
      {invoice.installments.length > 0 && (
        <section aria-labelledby="invoice-installments">
          <h2 id="invoice-installments" className={sectionTitle}>
            {t.customerInstallments()}
          </h2>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{t.customerInstallment()}</th>
                <th scope="col">{t.customerDueOn()}</th>
                <th scope="col">{t.customerAmount()}</th>
                <th scope="col">{t.customerStatus()}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.installments.map((rate) => (
                <tr key={rate.installment}>
                  <td>{t.customerInstallmentNumber({ number: rate.installment })}</td>
                  <td>{formatDate(locale, rate.dueOn)}</td>
                  <td>{money(locale, rate.amount, invoice.currency)}</td>
                  <td className={status} data-status={rate.status}>
                    {label(locale, PAYMENT_STATUS, rate.status)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {invoice.qrBill && (
        <Modal title={t.customerPayByQr()} {...qrModal.modalProps}>
          {qrModal.open && (
            <Suspense fallback={<div className={qrSpace} />}>
              <QrBill
                bill={invoice.qrBill}
                debtor={
                  address
                    ? {
                        name: `${customer.firstName} ${customer.lastName}`,
                        street: address.street,
                        houseNumber: address.houseNumber,
                        zipCode: address.zipCode,
                        city: address.city,
                        country: address.country,
                      }
                    : null
                }
                invoiceNumber={invoice.number}
              />
            </Suspense>
          )}
        </Modal>
      )}
      <p>
        <Link href="/customer/invoices">{t.customerBackToInvoices()}</Link>
      </p>
    </div>
  );
}

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-4);
  margin-top: var(--space-4);
`;
const qrSpace = css`
  width: 300px;
  height: 300px;
`;
