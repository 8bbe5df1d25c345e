import { css } from '@linaria/core';
import { useWatch } from '../../ui/form/formControl.tsx';
import { graphql, useFragment } from 'react-relay';
import type * as v from 'valibot';
import { media } from '../../ui/breakpoints.ts';
import { Button } from '../../ui/Button.tsx';
import { isDeliveryCountry } from '../../ui/form/countries.ts';
import { FORM_MESSAGE } from '../../ui/form/fieldProblems.ts';
import { Form, FormMessage, SubmitButton } from '../../ui/form/Form.tsx';
import { CheckboxField, TextField } from '../../ui/form/inputs.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Link } from '../../ui/Link.tsx';
import { productImageUrl } from '../../ui/productImage.ts';
import { PostalAddress } from '../../entities/address/PostalAddress.tsx';
import type { ReviewStep_checkout$key } from './__generated__/ReviewStep_checkout.graphql.ts';
import { CheckoutTotals } from './CheckoutTotals.tsx';
import { withParts } from '../../i18n/parts.tsx';
import { checkoutMessage } from './messages.ts';
import { checkoutTexts } from './texts.ts';
import { useRedeemCouponMutation, useRemoveCouponMutation } from './useCouponMutations.ts';
import { usePlaceOrderMutation, type OrderPlaced } from './usePlaceOrderMutation.ts';

import { reviewSchema as schema } from './schemas.ts';

/** Codes the order button answers with a message of its own (the rest goes to the form kit). */
const OWN_CODES = new Set(['BASKET_EMPTY', 'BASKET_MIN_ORDER_VALUE', 'DELIVERY_STATE_CHANGED']);

interface Props {
  checkout: ReviewStep_checkout$key;
  locale: string;
  stepHref: (step: 'adresse' | 'zahlung') => string;
  onPlaced: (order: OrderPlaced, coupon: string) => void;
}

/** The review: address, payment, items, cost lines, coupon, legal text and the order button. */
export function ReviewStep({ checkout, locale, stepHref, onPlaced }: Props) {
  const data = useFragment(
    graphql`
      fragment ReviewStep_checkout on Checkout {
        email
        selectedPaymentMethodId
        expressCharge
        couponCode
        paymentMethods {
          id
          name
        }
        deliveryAddress {
          ...PostalAddress_address @relay(mask: false)
          gender
          country
        }
        totals {
          ...OrderTotals_totals @relay(mask: false)
        }
        basket {
          items {
            id
            name
            colorLabel
            sizeLabel
            quantity
            total
            isFreeGift
            image {
              hash
              alt
            }
          }
        }
      }
    `,
    checkout,
  );
  const t = checkoutTexts(locale);
  const salutation: Record<string, string> = { f: t.checkoutSalutationF(), m: t.checkoutSalutationM(), d: '' };
  const placeOrder = usePlaceOrderMutation();
  const [redeemCoupon, redeeming] = useRedeemCouponMutation();
  const [removeCoupon, removing] = useRemoveCouponMutation();
  const form = useSchemaForm(schema, { couponCode: '', express: false, acceptTerms: false as true });
  const express = useWatch({ control: form.control, name: 'express' });
  const address = data.deliveryAddress;
  const payment = data.paymentMethods.find((m) => m.id === data.selectedPaymentMethodId);
  const currency = data.totals.currency;

  const couponInvalid = () =>
    form.setError('couponCode', { type: 'server', message: checkoutMessage(locale, 'COUPON_INVALID') }, { shouldFocus: true });

  // Redeemed now, the coupon shows as the voucher line of the totals before the order is placed.
  const redeem = async () => {
    const code = form.getValues('couponCode').trim();
    if (code === '') return couponInvalid();
    form.clearErrors('couponCode');
    try {
      await redeemCoupon(code);
      form.setValue('couponCode', '');
    } catch (error) {
      if ((error as { code?: string } | null)?.code === 'COUPON_INVALID') couponInvalid();
      else form.setError(FORM_MESSAGE as 'root.server', { type: 'server', message: checkoutMessage(locale, '') });
    }
  };

  const submit = async (values: v.InferOutput<typeof schema>) => {
    try {
      // An empty field places the order with the coupon redeemed before, if any.
      const order = await placeOrder({ couponCode: values.couponCode || null, acceptTerms: values.acceptTerms, express: values.express });
      onPlaced(order, values.couponCode || (data.couponCode ?? ''));
    } catch (error) {
      const { code, extensions } = (error ?? {}) as { code?: string; extensions?: Record<string, string | number> };
      if (code === 'COUPON_INVALID') {
        form.setError('couponCode', { type: 'server', message: checkoutMessage(locale, code) }, { shouldFocus: true });
        return false;
      }
      if (code && OWN_CODES.has(code)) {
        form.setError(FORM_MESSAGE as 'root.server', { type: 'server', message: checkoutMessage(locale, code, extensions) });
        return false;
      }
      throw error;
    }
  };

  return (
    <div className={layout}>
      <div className={column}>
        <section className={box} aria-labelledby="review-address">
          <h3 id="review-address">{t.checkoutStepAddress()}</h3>
          {address && (
            <PostalAddress
              className={plain}
              address={address}
              salutation={salutation[address.gender]}
              country={isDeliveryCountry(address.country) ? t.checkoutCountryName({ country: address.country }) : address.country}
            />
          )}
          {data.email && <p>{t.checkoutConfirmationEmail({ email: data.email })}</p>}
          <Link href={stepHref('adresse')} aria-label={t.checkoutChangeAddress()}>
            {t.checkoutChange()}
          </Link>
        </section>
        <section className={box} aria-labelledby="review-payment">
          <h3 id="review-payment">{t.checkoutStepPayment()}</h3>
          <p>{payment?.name}</p>
          <Link href={stepHref('zahlung')} aria-label={t.checkoutChangePayment()}>
            {t.checkoutChange()}
          </Link>
        </section>
        <section className={box} aria-labelledby="review-items">
          <h3 id="review-items">{t.checkoutItems()}</h3>
          <ul className={items}>
            {data.basket.items.map((item) => (
              <li key={item.id} className={itemRow}>
                {item.image ? (
                  <img src={productImageUrl(item.image.hash, 96)} alt="" width={48} height={64} className={thumb} />
                ) : (
                  <span className={thumb} />
                )}
                <span className={itemText}>
                  <strong>{item.name}</strong>
                  <span>
                    {[
                      item.colorLabel && t.checkoutColor({ color: item.colorLabel }),
                      t.checkoutSize({ size: item.sizeLabel }),
                      t.checkoutQuantity({ quantity: item.quantity }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {item.isFreeGift && <span>{t.checkoutFreeGift()}</span>}
                </span>
                <span>{formatPrice(item.total, currency, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={column}>
        <section className={box} aria-labelledby="review-total">
          <h3 id="review-total">{t.checkoutYourOrder()}</h3>
          <CheckoutTotals totals={data.totals} currency={currency} locale={locale} express={express ? data.expressCharge : 0} />
        </section>
        <Form form={form} onSubmit={submit} aria-label={t.checkoutPlaceForm()} successMs={60_000}>
          <CheckboxField name="express" label={t.checkoutExpress({ price: formatPrice(data.expressCharge, currency, locale) })} />
          {data.couponCode && (
            <p className={redeemed}>
              <span>{t.checkoutCouponRedeemed({ code: data.couponCode })}</span>
              <Button
                variant="link"
                onClick={() => void removeCoupon().catch(() => undefined)}
                disabled={removing}
                aria-label={t.checkoutRemoveCoupon({ code: data.couponCode })}
              >
                {t.checkoutRemove()}
              </Button>
            </p>
          )}
          <div className={couponRow}>
            <TextField name="couponCode" label={t.checkoutCouponCode()} hint={t.checkoutCouponHint()} autoComplete="off" />
            <Button variant="secondary" onClick={() => void redeem()} state={redeeming ? 'loading' : 'idle'}>
              {t.checkoutRedeem()}
            </Button>
          </div>
          <p className={legal}>
            {withParts(t.checkoutLegal, {
              terms: <Link href="/content/agb">{t.checkoutTermsLink()}</Link>,
              withdrawal: <Link href="/content/widerrufsrecht">{t.checkoutWithdrawalLink()}</Link>,
              privacy: <Link href="/content/datenschutzhinweise">{t.checkoutPrivacyLink()}</Link>,
            })}
          </p>
          <CheckboxField name="acceptTerms" label={t.checkoutAcceptTerms()} required />
          <FormMessage />
          <SubmitButton block>{t.checkoutPlaceOrder()}</SubmitButton>
        </Form>
      </div>
    </div>
  );
}

const layout = css`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: var(--space-5);
  align-items: start;
  @media ${media.phone} {
    grid-template-columns: 1fr;
  }
`;
const column = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;
const box = css`
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  h3 {
    margin: 0 0 var(--space-2);
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 var(--space-2);
  }
`;
const plain = css`
  font-style: normal;
  margin-bottom: var(--space-2);
`;
const items = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const itemRow = css`
  display: flex;
  gap: var(--space-3);
  align-items: center;
`;
const thumb = css`
  flex: none;
  width: 48px;
  height: 64px;
  object-fit: cover;
  border-radius: var(--radius-m);
`;
const itemText = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  font-size: 0.875rem;
`;
const couponRow = css`
  display: flex;
  gap: var(--space-2);
  align-items: flex-start;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    margin-top: 1.75rem;
  }
`;
const redeemed = css`
  display: flex;
  gap: var(--space-2);
  align-items: center;
  justify-content: space-between;
  margin: 0;
`;
const legal = css`
  margin: 0;
  font-size: 0.875rem;
`;
