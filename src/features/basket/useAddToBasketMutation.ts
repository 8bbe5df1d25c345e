import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ApiError } from '../../relay/network.ts';
import type { useAddToBasketMutation as MutationType } from './__generated__/useAddToBasketMutation.graphql.ts';

export type AddToBasketResult = { ok: true } | { ok: false; code: string; params: Record<string, string | number> };

/**
 * Adds a variant to the basket. The answer carries the basket's id and count, so the header badge
 * (which reads the same record) updates through the store without another request.
 */
export function useAddToBasketMutation(locale: string) {
  const [commit, inFlight] = useMutation<MutationType>(graphql`
    mutation useAddToBasketMutation($input: AddToBasketInput!) {
      addToBasket(input: $input) {
        basket {
          id
          count
        }
        item {
          id
          quantity
        }
      }
    }
  `);
  const add = useCallback(
    (variantId: string, promotion: string | null, quantity = 1) =>
      new Promise<AddToBasketResult>((resolve) => {
        commit({
          variables: { input: { variantId, promotion, quantity, locale } },
          onCompleted: () => resolve({ ok: true }),
          onError: (error) => resolve(failure(error)),
        });
      }),
    [commit, locale],
  );
  return { add, inFlight };
}

function failure(error: unknown): AddToBasketResult {
  if (error instanceof ApiError && error.code.startsWith('ATB_')) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(error.extensions ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
    return { ok: false, code: error.code, params };
  }
  return { ok: false, code: 'ATB_GENERAL', params: {} };
}
