import { describe, expect, it } from 'vitest';
import { isPaymentMethodAvailable, paymentCharges, paymentMethods } from '../basket/payment.ts';
import { redeemCoupon } from '../basket/coupons.ts';
import { orderNumberFor } from './orderNumber.ts';
import { keepNewest, MAX_PLACED_ORDERS } from './place.ts';

describe('payment methods', () => {
  it('put each surcharge on its own cost line', () => {
    expect(paymentCharges('cashOnDelivery', 5000)).toEqual({ cashOnDelivery: 695, instalmentSurcharge: 0, paymentPauseSurcharge: 0 });
    expect(paymentCharges('paymentPause', 5000)).toEqual({ cashOnDelivery: 0, instalmentSurcharge: 0, paymentPauseSurcharge: 399 });
    expect(paymentCharges('installments', 12_345)).toEqual({ cashOnDelivery: 0, instalmentSurcharge: 617, paymentPauseSurcharge: 0 });
    expect(paymentCharges('invoice', 5000)).toEqual({ cashOnDelivery: 0, instalmentSurcharge: 0, paymentPauseSurcharge: 0 });
    expect(paymentCharges(null, 5000)).toEqual({ cashOnDelivery: 0, instalmentSurcharge: 0, paymentPauseSurcharge: 0 });
  });

  it('offer instalments from 100,00 € only', () => {
    expect(isPaymentMethodAvailable('installments', 9999)).toBe(false);
    expect(isPaymentMethodAvailable('installments', 10_000)).toBe(true);
    expect(paymentCharges('installments', 9999).instalmentSurcharge).toBe(0);
    expect(isPaymentMethodAvailable('bitcoin', 10_000)).toBe(false);
    expect(
      paymentMethods(5000)
        .filter((m) => !m.available)
        .map((m) => m.id),
    ).toEqual(['installments']);
  });
});

describe('coupons', () => {
  it('take 10,00 € or 10 %, whatever the case of the code', () => {
    expect(redeemCoupon('HERBST10', 5000)).toEqual({ ok: true, discount: 1000 });
    expect(redeemCoupon(' willkommen ', 4999)).toEqual({ ok: true, discount: 500 });
    expect(redeemCoupon('', 5000)).toEqual({ ok: true, discount: 0 });
    expect(redeemCoupon(null, 5000)).toEqual({ ok: true, discount: 0 });
    expect(redeemCoupon('SOMMER', 5000)).toEqual({ ok: false });
  });
});

describe('order numbers', () => {
  it('have 9 digits, derive from visitor and sequence, and never repeat within a session', () => {
    const first = orderNumberFor('visitor-a', 0);
    expect(first).toMatch(/^[1-9]\d{8}$/);
    expect(orderNumberFor('visitor-a', 0)).toBe(first);
    expect(orderNumberFor('visitor-a', 1)).not.toBe(first);
    expect(orderNumberFor('visitor-b', 0)).not.toBe(first);
    expect(orderNumberFor('visitor-a', 0, new Set([first]))).not.toBe(first);
  });
});

describe('orders a customer keeps', () => {
  it('are the newest MAX_PLACED_ORDERS', () => {
    const placed = Array.from({ length: MAX_PLACED_ORDERS + 5 }, (_, i) => i);
    keepNewest(placed, MAX_PLACED_ORDERS);
    expect(placed).toHaveLength(MAX_PLACED_ORDERS);
    expect(placed[0]).toBe(5);
    expect(placed.at(-1)).toBe(MAX_PLACED_ORDERS + 4);
  });
});
