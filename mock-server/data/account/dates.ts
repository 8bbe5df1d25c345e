import { NOW } from '../seed.ts';

// Account data is dated relative to the mock's fixed "now", so it never ages.

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Orders before this day are not shown (HISTORIC_ORDERS: system change on 01.07). */
export const ORDER_HISTORY_START = `${NOW.getUTCFullYear()}-07-01T00:00:00.000Z`;

/** A moment `days` days before now, at `hourUtc` o'clock (UTC) of that day. */
export function daysAgo(days: number, hourUtc = 9): Date {
  const date = new Date(NOW.getTime() - days * DAY);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/** Same day of month, `months` later (clamped to the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours()));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** 'YYYY-MM-DD'. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The start of the window "last `months` months". */
export const monthsAgo = (months: number) => addMonths(NOW, -months);
