import { describe, expect, it } from 'vitest';
import type { Order } from '../../mock-server/__generated__/shop-resolvers.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { customerData, SHARED_KEYS } from '../../mock-server/sessions/domainState.ts';
import {
  ContractCheckoutQueryDocument,
  ContractLastOrderQueryDocument,
  ContractPlaceOrderMutationDocument,
  ContractRedeemCouponMutationDocument,
  ContractRemoveCouponMutationDocument,
  ContractSetCheckoutAddressMutationDocument,
  ContractSetPaymentMethodMutationDocument,
  ContractSubmitSurveyMutationDocument,
  type PlaceOrderInput,
} from './__generated__/shop/graphql.ts';
import {
  ADDRESS,
  added,
  basketOf,
  cheapVariant,
  DRESS_NUMBER,
  DENIZ,
  extensionsOf,
  fieldCodes,
  readyForCheckout,
  slippingVariant,
  visitorAs,
} from './checkout-fixtures.ts';
import { errorCode, post } from './support.ts';

type Options = ReturnType<typeof visitorAs>;
const checkoutOf = async (options: Options) => (await post(ContractCheckoutQueryDocument, {}, options)).body.data!.checkout;
const place = (options: Options, input: Partial<PlaceOrderInput> = {}) =>
  post(ContractPlaceOrderMutationDocument, { input: { acceptTerms: true, ...input } }, options);
const setPayment = (options: Options, paymentMethodId: string) =>
  post(ContractSetPaymentMethodMutationDocument, { paymentMethodId }, options);

describe('checkout: address and payment', () => {
  it('starts without address and payment, offering five payment methods', async () => {
    const checkout = await checkoutOf(visitorAs());
    expect(checkout).toMatchObject({
      id: 'checkout',
      basket: { id: 'basket', count: 0 },
      deliveryAddress: null,
      email: null,
      selectedPaymentMethodId: null,
      canPlaceOrder: false,
    });
    expect(checkout.paymentMethods.map((m) => [m.id, m.name])).toEqual([
      ['invoice', 'Rechnung'],
      ['installments', 'Ratenkauf'],
      ['paymentPause', 'Zahlpause'],
      ['cashOnDelivery', 'Nachnahme'],
      ['creditCard', 'Kreditkarte'],
    ]);
    // The review step offers express delivery at the API's charge (9,95 €), not one of its own.
    expect(checkout.expressCharge).toBe(995);
  });

  it('uses a logged-in customer’s address and e-mail', async () => {
    const checkout = await checkoutOf(visitorAs(DENIZ));
    expect(checkout.email).toBe('deniz.aydin@example.com');
    expect(checkout.deliveryAddress).toMatchObject({ firstName: 'Deniz', city: 'Köln', zipCode: '50823' });
  });

  it('checks the address field by field', async () => {
    const options = visitorAs();
    const missing = await post(
      ContractSetCheckoutAddressMutationDocument,
      { input: { ...ADDRESS, firstName: '', zipCode: '12', email: 'lena@' } },
      options,
    );
    expect(errorCode(missing.body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(missing.body)).toEqual(['firstName:FIELD_REQUIRED', 'zipCode:ZIP_CODE_INVALID', 'email:EMAIL_INVALID']);
    const invalid = await post(ContractSetCheckoutAddressMutationDocument, { input: { ...ADDRESS, firstName: 'Lena2' } }, options);
    expect(errorCode(invalid.body)).toBe('FIELD_INVALID_CHARACTERS');
    expect(fieldCodes(invalid.body)).toEqual(['firstName:FIELD_INVALID_CHARACTERS']);
    const ok = await post(ContractSetCheckoutAddressMutationDocument, { input: ADDRESS }, options);
    expect(ok.body.data!.setCheckoutAddress).toMatchObject({
      deliveryAddress: {
        gender: 'f',
        firstName: 'Lena',
        street: 'Gartenstraße',
        houseNumber: '5a',
        zipCode: '50667',
        city: 'Köln',
        country: 'DE',
        additional: null,
      },
      email: 'lena.krueger@example.de',
    });
  });

  it('delivers to the shop’s countries and checks each one’s postal code', async () => {
    // The Swiss demo customer's account address comes with its country.
    expect((await checkoutOf(visitorAs('40512877'))).deliveryAddress).toMatchObject({ city: 'Zürich', zipCode: '8004', country: 'CH' });
    const options = visitorAs();
    const swiss = { ...ADDRESS, zipCode: '8004', city: 'Zürich', country: 'CH' };
    const ok = await post(ContractSetCheckoutAddressMutationDocument, { input: swiss }, options);
    expect(ok.body.data!.setCheckoutAddress.deliveryAddress).toMatchObject({ zipCode: '8004', country: 'CH' });
    const long = await post(ContractSetCheckoutAddressMutationDocument, { input: { ...swiss, zipCode: '80045' } }, options);
    expect(errorCode(long.body)).toBe('ZIP_CODE_LENGTH');
    expect(extensionsOf(long.body)?.['fields']).toEqual([{ field: 'zipCode', code: 'ZIP_CODE_LENGTH', params: { length: 4 } }]);
    const german = await post(ContractSetCheckoutAddressMutationDocument, { input: { ...ADDRESS, zipCode: '5066' } }, options);
    expect(fieldCodes(german.body)).toEqual(['zipCode:ZIP_CODE_LENGTH']);
    const elsewhere = await post(ContractSetCheckoutAddressMutationDocument, { input: { ...swiss, country: 'FR' } }, options);
    expect(fieldCodes(elsewhere.body)).toEqual(['country:COUNTRY_NOT_DELIVERED']);
  });

  it('takes Dutch, Czech and Swedish addresses as those countries write them', async () => {
    const options = visitorAs();
    const dutch = { ...ADDRESS, houseNumber: '12-A', zipCode: '1012 AB', city: 'Amsterdam', country: 'NL' };
    const ok = await post(ContractSetCheckoutAddressMutationDocument, { input: dutch }, options);
    expect(ok.body.data!.setCheckoutAddress.deliveryAddress).toMatchObject({ zipCode: '1012 AB', country: 'NL' });
    const digits = await post(ContractSetCheckoutAddressMutationDocument, { input: { ...dutch, zipCode: '1012' } }, options);
    expect(extensionsOf(digits.body)?.['fields']).toEqual([{ field: 'zipCode', code: 'ZIP_CODE_FORMAT', params: { format: '1234 AB' } }]);
    const czech = { ...ADDRESS, houseNumber: '1234/5', zipCode: '110 00', city: 'Praha', country: 'CZ' };
    expect((await post(ContractSetCheckoutAddressMutationDocument, { input: czech }, options)).body.errors).toBeUndefined();
    const noDigit = await post(ContractSetCheckoutAddressMutationDocument, { input: { ...czech, houseNumber: 'Hinterhaus' } }, options);
    expect(fieldCodes(noDigit.body)).toEqual(['houseNumber:HOUSE_NUMBER_INVALID']);
    // Swedish addresses may have no house number.
    const swedish = { ...ADDRESS, houseNumber: '', zipCode: '113 51', city: 'Stockholm', country: 'SE' };
    expect((await post(ContractSetCheckoutAddressMutationDocument, { input: swedish }, options)).body.errors).toBeUndefined();
  });

  it('adds the payment method’s charge to basket and checkout totals', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 1);
    const cod = (await setPayment(options, 'cashOnDelivery')).body.data!.setPaymentMethod;
    expect(cod).toMatchObject({ selectedPaymentMethodId: 'cashOnDelivery', totals: { cashOnDelivery: 695 } });
    expect((await basketOf(options)).totals.cashOnDelivery).toBe(695);
    const pause = (await setPayment(options, 'paymentPause')).body.data!.setPaymentMethod;
    expect(pause.totals).toMatchObject({ cashOnDelivery: 0, paymentPauseSurcharge: 399 });
  });

  it('offers instalments from 100,00 € with a 5 % surcharge', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 1);
    const refused = await setPayment(options, 'installments');
    expect(extensionsOf(refused.body)).toMatchObject({ code: 'PAYMENT_METHOD_NOT_AVAILABLE' });
    expect(errorCode((await setPayment(options, 'bitcoin')).body)).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    await added(options, KNOWN.availableVariant, 2);
    const checkout = (await setPayment(options, 'installments')).body.data!.setPaymentMethod;
    const articles = checkout.totals.articles;
    expect(articles).toBeGreaterThanOrEqual(10_000);
    expect(checkout.totals.instalmentSurcharge).toBe(Math.round(articles * 0.05));
    expect(checkout.paymentMethods.find((m) => m.id === 'installments')).toMatchObject({
      available: true,
      surcharge: Math.round(articles * 0.05),
    });
  });
});

describe('checkout: placing the order', () => {
  it('BASKET_EMPTY without articles', async () => {
    const options = visitorAs();
    await readyForCheckout(options);
    expect(errorCode((await place(options)).body)).toBe('BASKET_EMPTY');
  });

  it('BASKET_MIN_ORDER_VALUE below 10,00 €', async () => {
    const options = visitorAs();
    await added(options, cheapVariant().variant.id, 1);
    await readyForCheckout(options);
    expect((await checkoutOf(options)).canPlaceOrder).toBe(false);
    expect(extensionsOf((await place(options)).body)).toEqual({
      code: 'BASKET_MIN_ORDER_VALUE',
      minOrderValue: 1000,
      formattedMinOrderValue: '10,00 €',
    });
  });

  it('asks for terms, address, e-mail and payment first', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 1);
    const { body } = await place(options, { acceptTerms: false });
    expect(errorCode(body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(body)).toEqual([
      'acceptTerms:FIELD_REQUIRED',
      'deliveryAddress:FIELD_REQUIRED',
      'email:EMAIL_REQUIRED',
      'paymentMethodId:FIELD_REQUIRED',
    ]);
  });

  it('DELIVERY_STATE_CHANGED once when a delivery slipped, then places the order', async () => {
    const options = visitorAs();
    await added(options, slippingVariant().variant.id, 1);
    await added(options, KNOWN.availableVariant, 1);
    await readyForCheckout(options);
    expect(errorCode((await place(options)).body)).toBe('DELIVERY_STATE_CHANGED');
    expect((await place(options)).body.data?.placeOrder.orderNumber).toMatch(/^\d{9}$/);
  });

  it('COUPON_INVALID for an unknown code; the basket stays', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 1);
    await readyForCheckout(options);
    expect(errorCode((await place(options, { couponCode: 'GIBTSNICHT' })).body)).toBe('COUPON_INVALID');
    expect((await basketOf(options)).count).toBe(1);
  });

  it('places the order: number, total with coupon and express, empty basket, thanks page', async () => {
    const options = visitorAs();
    expect((await post(ContractLastOrderQueryDocument, {}, options)).body.data?.lastOrder).toBeNull();
    await added(options, KNOWN.availableVariant, 3);
    await readyForCheckout(options, 'cashOnDelivery');
    const before = await basketOf(options);
    expect((await checkoutOf(options)).canPlaceOrder).toBe(true);
    const { body } = await place(options, { couponCode: ' herbst10 ', express: true });
    const order = body.data!.placeOrder;
    expect(order).toMatchObject({
      currency: 'EUR',
      email: 'lena.krueger@example.de',
      loyaltyPoints: before.loyaltyPoints,
      loyaltyRegistered: false,
      surveySubmitted: false,
    });
    expect(order.orderNumber).toMatch(/^[1-9]\d{8}$/);
    expect(order.total).toBe(before.totals.total - 1000 + 995);
    expect((await basketOf(options)).count).toBe(0);
    expect((await post(ContractLastOrderQueryDocument, {}, options)).body.data?.lastOrder).toEqual(order);
  });

  it('shows a coupon redeemed at the end of checkout as the voucher line of basket and checkout, until the order uses it up', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 2);
    await readyForCheckout(options);
    const before = await basketOf(options);
    expect(before.totals.voucherDiscount).toBe(0);

    const invalid = await post(ContractRedeemCouponMutationDocument, { code: 'GIBTSNICHT' }, options);
    expect(errorCode(invalid.body)).toBe('COUPON_INVALID');
    const redeemed = (await post(ContractRedeemCouponMutationDocument, { code: ' willkommen ' }, options)).body.data!.redeemCoupon;
    const discount = Math.round(before.totals.articles / 10);
    expect(redeemed.couponCode).toBe('WILLKOMMEN');
    expect(redeemed.totals).toMatchObject({ voucherDiscount: -discount, total: before.totals.total - discount });
    expect((await basketOf(options)).totals).toMatchObject({ voucherDiscount: -discount, total: before.totals.total - discount });
    // Another code replaces it.
    const replaced = (await post(ContractRedeemCouponMutationDocument, { code: 'HERBST10' }, options)).body.data!.redeemCoupon;
    expect(replaced.totals.voucherDiscount).toBe(-1000);

    const removed = (await post(ContractRemoveCouponMutationDocument, {}, options)).body.data!.removeCoupon;
    expect(removed).toMatchObject({ couponCode: null, totals: { voucherDiscount: 0, total: before.totals.total } });
    await post(ContractRedeemCouponMutationDocument, { code: 'HERBST10' }, options);
    // The order takes the redeemed code without naming it again, and uses it up.
    const order = (await place(options)).body.data!.placeOrder;
    expect(order.total).toBe(before.totals.total - 1000);
    await added(options, KNOWN.availableVariant, 1);
    expect((await basketOf(options)).totals.voucherDiscount).toBe(0);
    expect((await checkoutOf(options)).couponCode).toBeNull();
  });

  it('takes 10 % off with WILLKOMMEN', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 2);
    await readyForCheckout(options);
    const before = await basketOf(options);
    const order = (await place(options, { couponCode: 'WILLKOMMEN' })).body.data!.placeOrder;
    expect(order.total).toBe(before.totals.total - Math.round(before.totals.articles / 10));
  });

  it('gives each order of a session its own number, and other visitors theirs', async () => {
    const [a, b] = [visitorAs(), visitorAs()];
    const numbers: string[] = [];
    for (const options of [a, a, b]) {
      await added(options, KNOWN.availableVariant, 1);
      await readyForCheckout(options);
      numbers.push((await place(options)).body.data!.placeOrder.orderNumber);
    }
    expect(new Set(numbers).size).toBe(3);
  });

  it('files a logged-in customer’s order in the account', async () => {
    const options = visitorAs(DENIZ);
    await added(options, KNOWN.availableVariant, 2);
    await setPayment(options, 'creditCard');
    const order = (await place(options)).body.data!.placeOrder;
    expect(order.email).toBe('deniz.aydin@example.com');
    const filed = customerData<Order[]>(DENIZ, SHARED_KEYS.placedOrders, () => []).find((o) => o.number === order.orderNumber);
    expect(filed).toMatchObject({
      id: `order-${order.orderNumber}`,
      total: order.total,
      currency: 'EUR',
      paymentMethod: 'Kreditkarte',
      status: 'received',
      shipments: [],
      deliveryAddress: { firstName: 'Deniz', city: 'Köln' },
      items: [{ productId: KNOWN.availableProduct, quantity: 2, displayNumber: DRESS_NUMBER, sizeLabel: '42' }],
    });
    expect(filed!.date).toMatch(/^2026-11-01T10:00:\d\d\.000Z$/);
  });
});

describe('checkout: thanks-page survey', () => {
  it('takes one answer per order', async () => {
    const options = visitorAs();
    await added(options, KNOWN.availableVariant, 1);
    await readyForCheckout(options);
    const { orderNumber } = (await place(options)).body.data!.placeOrder;
    const survey = (score: number, number = orderNumber) =>
      post(ContractSubmitSurveyMutationDocument, { input: { orderNumber: number, score, comment: 'Alles bestens' } }, options);
    expect(errorCode((await survey(11)).body)).toBe('BAD_USER_INPUT');
    expect((await survey(9)).body.data?.submitSurvey).toEqual({ success: true });
    expect((await survey(3)).body.data?.submitSurvey).toEqual({ success: false });
    expect((await survey(5, '000000000')).body.data?.submitSurvey).toEqual({ success: false });
    expect((await post(ContractLastOrderQueryDocument, {}, options)).body.data?.lastOrder?.surveySubmitted).toBe(true);
    // Another visitor cannot answer for this order.
    expect(
      (await post(ContractSubmitSurveyMutationDocument, { input: { orderNumber, score: 1 } }, visitorAs())).body.data?.submitSurvey,
    ).toEqual({ success: false });
  });
});
