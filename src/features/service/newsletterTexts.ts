import { messagesOf } from '../../i18n/catalogue.ts';
import type { PublicTenant } from '../../shop/tenant/tenant.ts';
import { formatRoundAmount } from '../../ui/formatPrice.ts';

/** The newsletter pages' texts in the shop's language (messages/<language>/newsletter.json). */
export const newsletterTexts = (locale: string) => messagesOf('newsletter', locale);

/** The shop's welcome voucher as its texts name it ('10 €', 'CHF 10', '250 Kč'): the `amount` of the voucher messages. */
export const voucherAmount = (shop: Pick<PublicTenant, 'newsletterVoucher' | 'currency' | 'locale'>) => ({
  amount: formatRoundAmount(shop.newsletterVoucher, shop.currency, shop.locale),
});
