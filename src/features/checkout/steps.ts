// The checkout's steps (the specification leaves them open): who orders, where it goes, how it is
// paid, then the review with the coupon and the order button. Each step has its own URL
// (/checkout?schritt=…), so the browser's back button walks back through them.

// The ids are the URL's values; the labels name their messages (messages/<language>/checkout.json).
export const STEPS = [
  { id: 'kunde', label: 'checkoutStepCustomer' },
  { id: 'adresse', label: 'checkoutStepAddress' },
  { id: 'zahlung', label: 'checkoutStepPayment' },
  { id: 'pruefen', label: 'checkoutStepReview' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];
export const STEP_PARAM = 'schritt';

export interface Progress {
  /** Logged in, or chose to order as a guest. */
  identified: boolean;
  /** A delivery address (and the confirmation e-mail) is known. */
  address: boolean;
  /** A payment method is chosen. */
  payment: boolean;
}

export const stepNumber = (step: StepId): number => STEPS.findIndex((s) => s.id === step) + 1;

export function stepFromSearch(value: string | undefined | null): StepId | null {
  return STEPS.find((s) => s.id === value)?.id ?? null;
}

/** The first step still to do; the review once everything is there. */
export function firstOpenStep(progress: Progress): StepId {
  if (!progress.identified) return 'kunde';
  if (!progress.address) return 'adresse';
  if (!progress.payment) return 'zahlung';
  return 'pruefen';
}

/**
 * The step to show for the one asked for: any step up to the first open one (going back is
 * always possible), never beyond it. Opening the checkout afresh (no step asked for) starts at the
 * first open step but not past the address, so a known address (the account's) is confirmed
 * before each order.
 */
export function stepToShow(requested: StepId | null, progress: Progress): StepId {
  const open = firstOpenStep(progress);
  if (requested === null) return stepNumber(open) > stepNumber('adresse') ? 'adresse' : open;
  return stepNumber(requested) <= stepNumber(open) ? requested : open;
}

/** Whether the stepper may link to a step. */
export const isReachable = (step: StepId, progress: Progress): boolean => stepNumber(step) <= stepNumber(firstOpenStep(progress));
