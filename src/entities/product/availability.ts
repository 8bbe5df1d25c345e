import { deliveryState, MONTH_KEY, type AvailabilityData, type DeliveryState, type FixedKey } from './deliveryState.ts';
import { tileTexts } from './tileTexts.ts';

// Availability state (buy box, basket, change-item modal) and delivery text (specification section 4): the key decides the text; the
// state is shown as green/check (available), dark grey/clock (delayed) or red/X (sold out).

export type { AvailabilityData, DeliveryState } from './deliveryState.ts';

export interface AvailabilityView {
  state: DeliveryState;
  text: string;
}

type TileTexts = ReturnType<typeof tileTexts>;
type Month =
  'January' | 'February' | 'March' | 'April' | 'May' | 'June' | 'July' | 'August' | 'September' | 'October' | 'November' | 'December';

const TEXTS: Record<FixedKey, (texts: TileTexts) => string> = {
  available: (texts) => texts.tileDeliveryAvailable(),
  christmas: (texts) => texts.tileDeliveryChristmas(),
  easter: (texts) => texts.tileDeliveryEaster(),
  directShipping: (texts) => texts.tileDelivery1To2Weeks(),
  directShipping2Weeks: (texts) => texts.tileDelivery2To3Weeks(),
  directShipping5Days: (texts) => texts.tileDelivery5To6Days(),
  directShipping8Days: (texts) => texts.tileDelivery8To10Days(),
  outOfStock: (texts) => texts.tileDeliveryOutOfStock(),
  outsold: (texts) => texts.tileOutsold(),
};

const STATE_TEXTS: Record<DeliveryState, (texts: TileTexts) => string> = {
  available: (texts) => texts.tileDeliveryStateAvailable(),
  delayed: (texts) => texts.tileDeliveryStateDelayed(),
  unavailable: (texts) => texts.tileOutsold(),
};

/** A key's own text; a month's names the month in the form its phrase takes in the language ('v polovině ledna'). */
function keyText(key: string, texts: TileTexts): string | null {
  const month = MONTH_KEY.exec(key);
  if (month) {
    const name = texts[`tileMonth${month[2] as Month}`]();
    return month[1] === 'midOf' ? texts.tileDeliveryMidOf({ month: name }) : texts.tileDeliveryEndOf({ month: name });
  }
  return Object.hasOwn(TEXTS, key) ? TEXTS[key as FixedKey](texts) : null;
}

/** What to show for an availability in the shop's language; a missing one counts as out of stock. */
export function availabilityView(locale: string, availability: AvailabilityData | null | undefined): AvailabilityView {
  const texts = tileTexts(locale);
  const state = deliveryState(availability);
  return { state, text: keyText(availability?.key || 'outOfStock', texts) ?? (availability?.value || STATE_TEXTS[state](texts)) };
}
