import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ApiError } from '../../relay/network.ts';
import { isMessageCode } from '../../shop/messages.ts';
import type { useAddToBasketMutation as MutationType } from './__generated__/useAddToBasketMutation.graphql.ts';
import { useSetDisposalServiceMutation } from './useSetDisposalServiceMutation.ts';

export type AddToBasketResult =
  | { ok: true; /** false when the disposal service asked for could not be booked. */ disposalBooked?: boolean }
  | { ok: false; code: string; params: Record<string, string | number> };

export interface AddOptions {
  /** Old mattresses or slatted frames to take away with this order, added to those booked already. */
  disposalService?: number;
}

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
          disposalService {
            quantity
          }
        }
        item {
          id
          quantity
        }
      }
    }
  `);
  const { book, inFlight: booking } = useSetDisposalServiceMutation();
  const add = useCallback(
    (variantId: string, promotion: string | null, quantity = 1, options: AddOptions = {}) =>
      new Promise<AddToBasketResult>((resolve) => {
        commit({
          variables: { input: { variantId, promotion, quantity, locale } },
          onCompleted: (response) => {
            const extra = options.disposalService ?? 0;
            if (extra <= 0) return resolve({ ok: true });
            // The service is booked as a basket total: what is booked already plus this order's pieces.
            const booked = response.addToBasket.basket.disposalService?.quantity ?? 0;
            void book(booked + extra).then((disposalBooked) => resolve({ ok: true, disposalBooked }));
          },
          onError: (error) => resolve(failure(error)),
        });
      }),
    [commit, locale, book],
  );
  return { add, inFlight: inFlight || booking };
}

/** Refusals of the message catalogue keep their code and placeholders; anything else is ATB_GENERAL. */
function failure(error: unknown): AddToBasketResult {
  if (error instanceof ApiError && error.code !== 'ATB_GENERAL' && isMessageCode(error.code)) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(error.extensions ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
    return { ok: false, code: error.code, params };
  }
  return { ok: false, code: 'ATB_GENERAL', params: {} };
}
