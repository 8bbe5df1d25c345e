// The header's order-form badge: the sum of the quantities in the direct order form's lines,
// which the form keeps in localStorage, or the newCount of the form's 'dofnewcount' event.

export const DOF_COUNT_EVENT = 'dofnewcount';
export const DOF_LINES_KEY = 'directOrderFormLines';

let announced: number | null = null;
if (typeof window !== 'undefined') {
  // Registered at module load, so it runs before any component's listener for the same event.
  window.addEventListener(DOF_COUNT_EVENT, (event) => {
    const count = (event as CustomEvent<{ newCount?: unknown }>).detail?.newCount;
    if (typeof count === 'number' && Number.isFinite(count) && count >= 0) announced = Math.floor(count);
  });
  // Another tab changed the form's lines (or cleared storage): its stored lines are newer than
  // anything this tab's form announced, so the badge reads them again.
  window.addEventListener('storage', (event) => {
    if (event.key === DOF_LINES_KEY || event.key === null) announced = null;
  });
}

/** Sum of the stored lines' quantities; 0 for missing or malformed storage. */
export function storedOrderFormCount(raw: string | null): number {
  try {
    const lines: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(lines)) return 0;
    return lines.reduce((sum: number, line: { quantity?: unknown }) => {
      const quantity = Number(line?.quantity);
      return sum + (Number.isInteger(quantity) && quantity > 0 ? quantity : 0);
    }, 0);
  } catch {
    return 0;
  }
}

export function currentOrderFormCount(): number {
  if (announced !== null) return announced;
  try {
    return storedOrderFormCount(localStorage.getItem(DOF_LINES_KEY));
  } catch {
    return 0;
  }
}

/** What the direct order form calls whenever its quantities change. */
export function announceOrderFormCount(newCount: number): void {
  window.dispatchEvent(new CustomEvent(DOF_COUNT_EVENT, { detail: { newCount } }));
}
