import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { QrCode } from '../../ui/QrCode.tsx';
import { money } from './accountFormat.ts';
import { facts } from './accountStyles.ts';
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
  const { qrBillCreditor } = usePageContext().shop;
  const bill: QrBillData = { ...invoiceBill, creditorZipCode: qrBillCreditor.zipCode, creditorCity: qrBillCreditor.city };
  return (
    <div className={layout}>
      <QrCode value={swissQrPayload(bill, debtor, `Rechnung ${invoiceNumber}`)} size={300} label={`QR-Rechnung ${invoiceNumber}`} />
      <dl className={facts}>
        <dt>Konto / Zahlbar an</dt>
        <dd>
          {bill.iban}
          <br />
          {bill.creditorName}
          <br />
          {bill.creditorZipCode} {bill.creditorCity}
        </dd>
        <dt>Referenz</dt>
        <dd>{formatQrReference(bill.reference)}</dd>
        <dt>Betrag</dt>
        <dd>{money(bill.amount, 'CHF')}</dd>
      </dl>
      <p>Scannen Sie den QR-Code mit der App Ihrer Bank.</p>
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
