import { basketFailure, type BasketFailure } from './basketFailure.ts';

export type MutationResult = { ok: true } | { ok: false; failure: BasketFailure };

/** Handlers for Relay's commit that settle a promise with the basket's reading of the answer. */
export function settleWith(resolve: (result: MutationResult) => void) {
  return {
    onCompleted: () => resolve({ ok: true }),
    onError: (error: Error) => resolve({ ok: false, failure: basketFailure(error) }),
  };
}
