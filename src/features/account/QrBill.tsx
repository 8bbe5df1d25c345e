import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { QrCode } from '../../ui/QrCode.tsx';
import { money } from './accountFormat.ts';
import { facts } from './accountStyles.ts';
import { customerTexts } from './customerTexts.ts';
import { formatQrReference, swissQrPayload, type QrBillData, type QrBillDebtor } from './swissQrBill.ts';

/** What an invoice brings to its QR bill; the creditor's postcode and town are the shop's configuration. */
export type InvoiceQrBill = Omit<QrBillData, 'creditorZipCode' | 'creditorCity'>;

/** The payment part of a Swiss QR bill: the code (size 300) to scan with a banking app, and its data. */
export function QrBill({
  bill: invoiceBill,
  debtor,
  invoiceNumber,
}: {
  bill: InvoiceQrBill;
  debtor: QrBillDebtor | null;
  invoiceNumber: string;
}) {
  const { qrBillCreditor, locale } = usePageContext().shop;
  const t = customerTexts(locale);
  const bill: QrBillData = { ...invoiceBill, creditorZipCode: qrBillCreditor.zipCode, creditorCity: qrBillCreditor.city };
  return (
    <div className={layout}>
      <QrCode
        value={swissQrPayload(bill, debtor, t.customerInvoice({ number: invoiceNumber }))}
        size={300}
        label={t.customerQrLabel({ number: invoiceNumber })}
      />
      <dl className={facts}>
        <dt>{t.customerPayableTo()}</dt>
        <dd>
          {bill.iban}
          <br />
          {bill.creditorName}
          <br />
          {bill.creditorZipCode} {bill.creditorCity}
        </dd>
        <dt>{t.customerReference()}</dt>
        <dd>{formatQrReference(bill.reference)}</dd>
        <dt>{t.customerAmount()}</dt>
        <dd>{money(locale, bill.amount, 'CHF')}</dd>
      </dl>
      <p>{t.customerScan()}</p>
    </div>
  );
}

const layout = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-4);
  svg {
    max-width: 100%;
    height: auto;
  }
  dl {
    grid-template-columns: 1fr;
    width: 100%;
  }
  dd {
    margin-bottom: var(--space-2);
    overflow-wrap: anywhere;
  }
`;
