// Icons that only content items use (tips, contact and phone boxes, banners, coupons, videos).
// Kept apart from the frame's set so pages without content do not carry them; the server answers
// /icons/{name}.svg for both sets, as the CMS names them.
import type { IconShape } from './iconSet.ts';

export const CONTENT_ICON_SET = {
  info: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5', strokeWidth: 2 },
  phone: { d: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z' },
  mail: { d: 'M3 5h18v14H3V5Zm0 1 9 7 9-7' },
  chat: { d: 'M4 4h16v12H9l-5 4V4Zm4 5h8M8 12h5' },
  coupon: { d: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Zm6 0v10' },
  copy: { d: 'M8 8h12v12H8V8Zm-4 8V4h12' },
  print: { d: 'M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7v-7Z' },
  play: { d: 'M7 4.5v15l13-7.5-13-7.5Z', filled: true },
  pause: { d: 'M7 4h3.5v16H7V4Zm6.5 0H17v16h-3.5V4Z', filled: true },
} satisfies Record<string, IconShape>;

export type ContentIconName = keyof typeof CONTENT_ICON_SET;

export function isContentIcon(name: string): name is ContentIconName {
  return Object.hasOwn(CONTENT_ICON_SET, name);
}
