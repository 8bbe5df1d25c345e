import { DOF_LINES_KEY } from '../../shop/context/orderFormCount.ts';

// The lines of the direct order form, kept in localStorage so they survive a reload. Only lines
// with an article number are stored; the form shows at least DEFAULT_LINES lines.

export const DEFAULT_LINES = 3;

export interface OrderLine {
  /** Stable key of the line in the form. */
  key: string;
  displayNumber: string;
  variantId: string | null;
  quantity: number;
}

let next = 0;
export const emptyLine = (): OrderLine => ({ key: `line-${++next}`, displayNumber: '', variantId: null, quantity: 1 });

export const isBlank = (line: OrderLine): boolean => line.displayNumber.trim() === '';

/** Pads the lines with empty ones up to the default number. */
export function padLines(lines: readonly OrderLine[]): OrderLine[] {
  const padded = [...lines];
  while (padded.length < DEFAULT_LINES) padded.push(emptyLine());
  return padded;
}

/** The badge's count: the pieces of every line with an article number. */
export function orderFormCount(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + (isBlank(line) || !Number.isInteger(line.quantity) || line.quantity < 1 ? 0 : line.quantity), 0);
}

/** What is stored: the lines with an article number, without their keys. */
export function serialiseLines(lines: readonly OrderLine[]): string {
  return JSON.stringify(
    lines.filter((line) => !isBlank(line)).map(({ displayNumber, variantId, quantity }) => ({ displayNumber, variantId, quantity })),
  );
}

/** The stored lines, padded; anything malformed is dropped. */
export function parseLines(raw: string | null): OrderLine[] {
  let stored: unknown;
  try {
    stored = JSON.parse(raw || '[]');
  } catch {
    stored = [];
  }
  const lines = (Array.isArray(stored) ? stored : []).flatMap((item: unknown): OrderLine[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { displayNumber, variantId, quantity } = item as Record<string, unknown>;
    if (typeof displayNumber !== 'string' || displayNumber.trim() === '') return [];
    return [
      {
        ...emptyLine(),
        displayNumber,
        variantId: typeof variantId === 'string' ? variantId : null,
        quantity: Number.isInteger(quantity) && (quantity as number) > 0 ? (quantity as number) : 1,
      },
    ];
  });
  return padLines(lines);
}

/** The stored lines as text, '' when there are none (a primitive, so React can compare it). */
export function readStoredLines(): string {
  try {
    return localStorage.getItem(DOF_LINES_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveLines(lines: readonly OrderLine[]): void {
  try {
    localStorage.setItem(DOF_LINES_KEY, serialiseLines(lines));
  } catch {
    // Storage may be unavailable (private mode): the form still works for this visit.
  }
}
