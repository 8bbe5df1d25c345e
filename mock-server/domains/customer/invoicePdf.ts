import type { Invoice } from '../../__generated__/shop-resolvers.ts';
import { historyOf } from '../../data/account/history.ts';
import { allCustomers } from '../../data/customers.ts';

/** '/mock/invoices/<number>.pdf': the link of Invoice.pdfUrl and Order.invoicePdfUrl. */
export const INVOICE_PDF_PATTERN = /^\/mock\/invoices\/(\d{6,12})\.pdf$/;

export function findInvoice(number: string): Invoice | undefined {
  for (const customer of allCustomers()) {
    const invoice = historyOf(customer).invoices.find((i) => i.number === number);
    if (invoice) return invoice;
  }
  return undefined;
}

// PDF strings: only Latin-1 text in the standard font, with ( ) \ escaped.
const pdfText = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

const amountText = (cents: number, currency: string) => `${(cents / 100).toFixed(2).replace('.', ',')} ${currency}`;

/**
 * A one-page PDF 1.4 of the invoice, written by hand: catalog, pages, page, font and content
 * stream, with a cross-reference table of the objects' byte offsets, so every viewer opens it.
 */
export function invoicePdf(invoice: Invoice): Uint8Array<ArrayBuffer> {
  const lines = [
    `Rechnung ${invoice.number}`,
    `Rechnungsdatum: ${invoice.date}`,
    `Betrag: ${amountText(invoice.amount, invoice.currency)}`,
    ...invoice.installments.map((i) => `Rate ${i.installment}: faellig am ${i.dueOn}, ${amountText(i.amount, invoice.currency)}`),
  ];
  const content = ['BT', '/F1 14 Tf', '56 780 Td', '18 TL', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(body, 'latin1'));
}

/** The invoice PDF, or 404 for an unknown number. */
export function serveInvoicePdf(pathname: string): Response | null {
  const match = INVOICE_PDF_PATTERN.exec(pathname);
  if (!match) return null;
  const invoice = findInvoice(match[1]!);
  if (!invoice) return new Response('Not found', { status: 404 });
  return new Response(invoicePdf(invoice), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Rechnung-${invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
