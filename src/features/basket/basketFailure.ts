import { ApiError } from '../../relay/apiError.ts';
import { isBasketCode } from './basketMessages.ts';

export interface BasketFailure {
  code: string;
  params: Record<string, string | number>;
}

/** The hint code and placeholders of a refused basket change; codes the basket does not know, statuses and transport errors are DEFAULT. */
export function basketFailure(error: unknown): BasketFailure {
  if (error instanceof ApiError && isBasketCode(error.code)) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(error.extensions ?? {})) {
      if (key !== 'code' && (typeof value === 'string' || typeof value === 'number')) params[key] = value;
    }
    return { code: error.code, params };
  }
  return { code: 'DEFAULT', params: {} };
}

export type MutationResult = { ok: true } | { ok: false; failure: BasketFailure };

/** A basket change's outcome as the basket reads it: done, or refused with its hint. */
export const settled = (change: Promise<unknown>): Promise<MutationResult> =>
  change.then(
    () => ({ ok: true }),
    (error: unknown) => ({ ok: false, failure: basketFailure(error) }),
  );
