import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../../data/customers.ts';
import { clientOf, serviceIdOf } from './client.ts';

describe('client', () => {
  it('is the same record for guests and customers', () => {
    expect(clientOf(null)).toEqual({ id: 'client', isLoggedIn: false, customerNumber: null });
    expect(clientOf(CUSTOMERS[0]!)).toEqual({ id: 'client', isLoggedIn: true, customerNumber: '40512873' });
  });

  it('derives a stable 10-digit Service-ID per visitor', () => {
    expect(serviceIdOf('visitor-a')).toMatch(/^\d{10}$/);
    expect(serviceIdOf('visitor-a')).toBe(serviceIdOf('visitor-a'));
    expect(serviceIdOf('visitor-a')).not.toBe(serviceIdOf('visitor-b'));
  });
});
