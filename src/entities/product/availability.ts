import { deliveryState, MONTH_KEY, type AvailabilityData, type DeliveryState, type FixedKey } from './deliveryState.ts';
import { deliveryTexts } from './deliveryTexts.ts';

// Availability state (buy box, basket, change-item modal) and delivery text (specification section 4): the key decides the text; the
// state is shown as green/check (available), dark grey/clock (delayed) or red/X (sold out).

export type { AvailabilityData, DeliveryState } from './deliveryState.ts';

export interface AvailabilityView {
  state: DeliveryState;
  text: string;
}

type DeliveryTexts = ReturnType<typeof deliveryTexts>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A month's name as a date names it in the shop's language ('15. März', '15. března'): in the form
 * the delivery phrase takes, the genitive in Czech and Slovak ('dodání koncem března').
 */
function monthName(locale: string, month: string): string {
  const date = new Date(Date.UTC(2001, MONTHS.indexOf(month), 15));
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(date);
  return parts.find((part) => part.type === 'month')?.value ?? month;
}

const TEXTS: Record<FixedKey, (texts: DeliveryTexts) => string> = {
  available: (texts) => texts.deliveryAvailable(),
  christmas: (texts) => texts.deliveryChristmas(),
  easter: (texts) => texts.deliveryEaster(),
  directShipping: (texts) => texts.delivery1To2Weeks(),
  directShipping2Weeks: (texts) => texts.delivery2To3Weeks(),
  directShipping5Days: (texts) => texts.delivery5To6Days(),
  directShipping8Days: (texts) => texts.delivery8To10Days(),
  outOfStock: (texts) => texts.deliveryOutOfStock(),
  outsold: (texts) => texts.deliveryOutsold(),
};

const STATE_TEXTS: Record<DeliveryState, (texts: DeliveryTexts) => string> = {
  available: (texts) => texts.deliveryStateAvailable(),
  delayed: (texts) => texts.deliveryStateDelayed(),
  unavailable: (texts) => texts.deliveryOutsold(),
};

/** A key's own text, a month's with the month's name ('lieferbar Ende März'). */
function keyText(locale: string, key: string, texts: DeliveryTexts): string | null {
  const month = MONTH_KEY.exec(key);
  if (month) {
    const name = monthName(locale, month[2]!);
    return month[1] === 'midOf' ? texts.deliveryMidOf({ month: name }) : texts.deliveryEndOf({ month: name });
  }
  return Object.hasOwn(TEXTS, key) ? TEXTS[key as FixedKey](texts) : null;
}

/** What to show for an availability in the shop's language; a missing one counts as out of stock. */
export function availabilityView(locale: string, availability: AvailabilityData | null | undefined): AvailabilityView {
  const texts = deliveryTexts(locale);
  const state = deliveryState(availability);
  return { state, text: keyText(locale, availability?.key || 'outOfStock', texts) ?? (availability?.value || STATE_TEXTS[state](texts)) };
}
