// The shop's one icon set: 24 × 24 outlines drawn in the text colour. Icon.tsx renders them inline
// (no request); the server answers /icons/{name}.svg from the same data (src/server/icons.ts).

export interface IconShape {
  d: string;
  /** Filled instead of outlined (a pressed heart). */
  filled?: boolean;
  strokeWidth?: number;
}

const heart: IconShape = { d: 'M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11Z' };
const basket: IconShape = { d: 'M3 4h2.5l2.2 11h10.6L21 7H7M9 20a1 1 0 1 0 0-.1M18 20a1 1 0 1 0 0-.1' };

export const ICON_SET = {
  account: { d: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z' },
  orderForm: { d: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5M9 12h8M9 16h8' },
  heart,
  heartFilled: { ...heart, filled: true },
  /** The wishlist tool's heart. */
  wishlist: heart,
  basket,
  cart: basket,
  search: { d: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20' },
  check: { d: 'M5 12.5l4.5 4.5L19 7.5' },
  /** Delivery takes longer. */
  clock: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3.5 2' },
  /** Sustainability seals. */
  leaf: { d: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7' },
  /** Points right; Icon turns it for the other directions. */
  chevron: { d: 'M9 5l7 7-7 7', strokeWidth: 2 },
  menu: { d: 'M4 6h16M4 12h16M4 18h16' },
  share: { d: 'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4' },
  close: { d: 'M6 6l12 12M18 6L6 18', strokeWidth: 2 },
  arrowUp: { d: 'M12 20V5M5.5 11.5L12 5l6.5 6.5', strokeWidth: 2 },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICON_SET;
export type IconDirection = 'right' | 'down' | 'left' | 'up';

/** Degrees an icon drawn pointing right turns to face `direction`. */
export const ROTATION: Record<IconDirection, number> = { right: 0, down: 90, left: 180, up: 270 };

export function iconShape(name: IconName): Required<IconShape> {
  const shape: IconShape = ICON_SET[name];
  return { d: shape.d, filled: shape.filled ?? false, strokeWidth: shape.strokeWidth ?? 1.8 };
}
