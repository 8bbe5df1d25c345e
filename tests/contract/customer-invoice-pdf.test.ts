import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../../mock-server/data/customers.ts';
import { ContractInvoicesQueryDocument } from './__generated__/shop/graphql.ts';
import { as } from './auth-support.ts';
import { BASE, post, server } from './support.ts';

describe('invoice PDF', () => {
  it('serves a real PDF at the link the invoice names', async () => {
    const invoices = (await post(ContractInvoicesQueryDocument, { months: 12 }, as(CUSTOMERS[0]!))).body.data!.invoices;
    const invoice = invoices[0]!;
    const response = await server.fetch(new Request(`${BASE}${invoice.pdfUrl}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`Rechnung ${invoice.number}`);
    // Every cross-reference offset points at its object, as viewers require.
    const offsets = [...text.slice(text.indexOf('xref')).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('answers 404 for an unknown invoice', async () => {
    const response = await server.fetch(new Request(`${BASE}/mock/invoices/1234567.pdf`));
    expect(response.status).toBe(404);
  });
});
