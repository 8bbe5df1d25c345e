import { BREAKPOINTS } from './breakpoints.ts';

// The visitor's device type, part of the client state. The shop's layout classes follow the
// viewport's width at the shop's breakpoints: smartphone (narrower than 576 px), landscape (a
// phone held sideways, from 576 px), tablet (from 768 px) and desktop (from 992 px, wide screens
// too). 'other' is a visitor without a screen to lay out for: a crawler.

export const DEVICE_TYPES = ['smartphone', 'landscape', 'tablet', 'desktop', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The device type of a viewport width; crawlers are 'other' whatever width they claim. */
export function deviceTypeOf(width: number, isBot = false): DeviceType {
  if (isBot || !Number.isFinite(width) || width <= 0) return 'other';
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  if (width >= BREAKPOINTS.landscape) return 'landscape';
  return 'smartphone';
}

/**
 * What is known of the device type before a viewport is measured (the server renders one page for
 * every width): 'other' for crawlers, else null. Enough for rules that only ask about 'other'.
 */
export const knownDeviceType = (isBot: boolean): DeviceType | null => (isBot ? 'other' : null);

/** The device type in the browser, or what is known of it on the server. */
export function currentDeviceType(isBot: boolean): DeviceType | null {
  if (isBot || typeof window === 'undefined') return knownDeviceType(isBot);
  return deviceTypeOf(document.documentElement.clientWidth || window.innerWidth);
}
