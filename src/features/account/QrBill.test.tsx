import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QrBill } from './QrBill.tsx';

// A shop configured with another creditor town than any invoice data: the bill must show this one.
const shop = { locale: 'de-CH', qrBillCreditor: { zipCode: '6003', city: 'Luzern' } };
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ shop }) }));
// The payload as text, so the test reads what the banking app would scan.
vi.mock('../../ui/QrCode.tsx', () => ({
  QrCode: ({ value, label }: { value: string; label: string }) => <pre aria-label={label}>{value}</pre>,
}));

const bill = {
  creditorName: 'Mode & Heim Versand AG',
  iban: 'CH4431999123000889012',
  reference: '210000000003139471430009017',
  amount: 4990,
};

describe('<QrBill>', () => {
  it("prints and encodes the creditor's postcode and town from the shop configuration", () => {
    render(<QrBill bill={bill} debtor={null} invoiceNumber="4711" />);
    expect(screen.getAllByRole('definition')[0]?.textContent).toContain('Mode & Heim Versand AG6003 Luzern');
    const payload = screen.getByLabelText('QR-Rechnung 4711').textContent.split('\n');
    expect(payload.slice(4, 11)).toEqual(['S', 'Mode & Heim Versand AG', '', '', '6003', 'Luzern', 'CH']);
    expect(payload).toContain('Rechnung 4711');
    expect(screen.getByText('CHF 49.90')).toBeTruthy();
  });

  it("speaks the shop's language, on the bill and in the payload the bank shows", () => {
    shop.locale = 'fr-CH';
    try {
      render(<QrBill bill={bill} debtor={null} invoiceNumber="4711" />);
      expect(screen.getByText('Scannez le QR-code avec l’application de votre banque.')).toBeTruthy();
      expect(screen.getByText('Compte / Payable à')).toBeTruthy();
      expect(screen.getByLabelText('QR-facture 4711').textContent.split('\n')).toContain('Facture 4711');
    } finally {
      shop.locale = 'de-CH';
    }
  });
});
