import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { OrderFormSubmitMutation as MutationType } from './__generated__/OrderFormSubmitMutation.graphql.ts';
import { OrderFormSubmitMutation } from './OrderFormSubmitMutation.ts';

export interface LineInput {
  displayNumber: string;
  variantId: string | null;
  quantity: number;
}

export interface SubmitOutcome {
  addedLines: number[];
  lineErrors: { index: number; code: string; params: Record<string, string> }[];
}

/** Sends the form's lines; resolves with the added and refused lines, rejects when the call failed. */
export function useSubmitOrderFormMutation(locale: string) {
  const [run, inFlight] = usePromiseMutation<MutationType>(OrderFormSubmitMutation);
  const submit = useCallback(
    async (lines: LineInput[]): Promise<SubmitOutcome> => {
      const { submitDirectOrderForm: result } = await run({ input: { lines, locale } });
      return {
        addedLines: [...result.addedLines],
        lineErrors: result.lineErrors.map((e) => ({
          index: e.index,
          code: e.code,
          params: Object.fromEntries(e.params.map((p) => [p.name, p.value])),
        })),
      };
    },
    [run, locale],
  );
  return { submit, inFlight };
}
