// The shop's one icon set: 24 × 24 outlines drawn in the text colour. Icon.tsx renders them inline
// (no request); the server answers /icons/{name}.svg from the same data (src/server/icons.ts).

interface IconShape {
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
  // Content items: tips, contact and phone boxes, banners, coupons, videos, print.
  info: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5', strokeWidth: 2 },
  phone: { d: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z' },
  mail: { d: 'M3 5h18v14H3V5Zm0 1 9 7 9-7' },
  chat: { d: 'M4 4h16v12H9l-5 4V4Zm4 5h8M8 12h5' },
  coupon: { d: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Zm6 0v10', strokeWidth: 1.8 },
  copy: { d: 'M8 8h12v12H8V8Zm-4 8V4h12' },
  print: { d: 'M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7v-7Z' },
  play: { d: 'M7 4.5v15l13-7.5-13-7.5Z', filled: true },
  pause: { d: 'M7 4h3.5v16H7V4Zm6.5 0H17v16h-3.5V4Z', filled: true },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICON_SET;
export type IconDirection = 'right' | 'down' | 'left' | 'up';

/** Degrees an icon drawn pointing right turns to face `direction`. */
export const ROTATION: Record<IconDirection, number> = { right: 0, down: 90, left: 180, up: 270 };

export function iconShape(name: IconName): Required<IconShape> {
  const shape: IconShape = ICON_SET[name];
  return { d: shape.d, filled: shape.filled ?? false, strokeWidth: shape.strokeWidth ?? 1.8 };
}
