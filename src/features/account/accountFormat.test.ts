import { describe, expect, it } from 'vitest';
import { formatDate, invoiceStatusText, label, money, PAYMENT_STATUS } from './accountFormat.ts';

describe('account formats', () => {
  it('writes dates and amounts the German way', () => {
    expect(formatDate('de-DE', '2026-07-01')).toBe('01.07.2026');
    expect(formatDate('de-DE', '2026-10-31T23:30:00Z')).toBe('01.11.2026');
    expect(money('de-DE', 12990, 'EUR')).toMatch(/^129,90\s€$/);
    expect(money('de-DE', 5000, 'CHF')).toMatch(/50,00\sCHF/);
  });

  it("writes them as the shop's locale does", () => {
    expect(formatDate('sv-SE', '2026-07-01')).toBe('2026-07-01');
    expect(money('de-CH', 5000, 'CHF')).toMatch(/^CHF\s50\.00$/);
  });

  it('names statuses', () => {
    expect(label('de-DE', PAYMENT_STATUS, 'overdue')).toBe('überfällig');
    expect(label('de-DE', PAYMENT_STATUS, 'later')).toBe('later');
    expect(label('fr-CH', PAYMENT_STATUS, 'overdue')).toBe('en retard');
  });

  it('shows a running instalment plan with its next due date', () => {
    const installments = [{ status: 'paid' }, { status: 'open' }];
    expect(invoiceStatusText('de-DE', { status: 'open', installments, nextDueDate: '2026-12-01' })).toBe(
      'noch offen – laufende Ratenzahlung, nächste Rate fällig am 01.12.2026',
    );
    expect(invoiceStatusText('de-DE', { status: 'open', installments })).toBe('noch offen – laufende Ratenzahlung');
    expect(invoiceStatusText('de-DE', { status: 'overdue', installments })).toBe('überfällig');
    expect(invoiceStatusText('de-DE', { status: 'paid', installments: [{ status: 'paid' }] })).toBe('bezahlt');
    expect(invoiceStatusText('de-DE', { status: 'open', installments: [] })).toBe('offen');
    expect(invoiceStatusText('cs-CZ', { status: 'open', installments, nextDueDate: '2026-12-01' })).toBe(
      'dosud nezaplaceno – probíhá splácení, další splátka splatná 01. 12. 2026',
    );
  });
});
