import * as v from 'valibot';
import { deliveryAddress } from '../../ui/form/address.ts';
import { accepted, email, withLocale } from '../../ui/form/rules.ts';
import { checkoutTexts } from './texts.ts';

// The checkout's form schemas, apart from the components (styles are extracted at build time
// from modules that must not evaluate validation code).

/** A guest's address with the country and the e-mail for the confirmation. */
export const guestAddressSchema = deliveryAddress({ email: email() });
/** A customer's address: the confirmation goes to the account's e-mail. */
export const customerAddressSchema = deliveryAddress({ email: v.optional(v.string(), '') });

export const paymentSchema = v.object({
  paymentMethodId: v.pipe(v.string(), v.nonEmpty(withLocale((locale) => checkoutTexts(locale).checkoutPaymentRequired()))),
});

export const reviewSchema = v.object({
  couponCode: v.pipe(v.string(), v.trim()),
  express: v.boolean(),
  acceptTerms: accepted(),
});
