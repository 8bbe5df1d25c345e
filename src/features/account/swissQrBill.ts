// The payload of a Swiss QR bill (Swiss Payment Standards, "Swiss Implementation Guidelines for
// the QR-bill", version 2.0): fixed lines separated by newlines, empty where a value is absent.

export interface QrBillData {
  creditorName: string;
  creditorZipCode: string;
  creditorCity: string;
  iban: string;
  reference: string;
  /** Rappen. */
  amount: number;
}

export interface QrBillDebtor {
  name: string;
  street?: string;
  houseNumber?: string;
  zipCode: string;
  city: string;
  country?: string;
}

const address = (name: string, street: string, houseNumber: string, zipCode: string, city: string, country: string) =>
  // 'S': structured address (name, street, building number, postal code, town, country).
  ['S', name, street, houseNumber, zipCode, city, country];

export function swissQrPayload(bill: QrBillData, debtor: QrBillDebtor | null, message = ''): string {
  const lines = [
    'SPC', // QR type
    '0200', // version
    '1', // coding: UTF-8 (Latin subset)
    bill.iban.replace(/\s/g, ''),
    ...address(bill.creditorName, '', '', bill.creditorZipCode, bill.creditorCity, 'CH'),
    '',
    '',
    '',
    '',
    '',
    '',
    '', // ultimate creditor: reserved, empty
    (bill.amount / 100).toFixed(2),
    'CHF',
    ...(debtor
      ? address(debtor.name, debtor.street ?? '', debtor.houseNumber ?? '', debtor.zipCode, debtor.city, debtor.country ?? 'CH')
      : ['', '', '', '', '', '', '']),
    'QRR', // a QR reference, as the QR-IBAN requires
    bill.reference.replace(/\s/g, ''),
    message,
    'EPD', // end of payment data
  ];
  return lines.join('\n');
}

/** The reference in blocks of five from the right, as printed on the bill: '21 00000 00003 …'. */
export function formatQrReference(reference: string): string {
  const digits = reference.replace(/\s/g, '');
  const head = digits.length % 5;
  const blocks = digits.slice(head).match(/\d{5}/g) ?? [];
  return [digits.slice(0, head), ...blocks].filter(Boolean).join(' ');
}
