import { useCallback } from 'react';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { AccountLoginMutation as MutationType, LoginMethod } from './__generated__/AccountLoginMutation.graphql.ts';
import { AccountLoginMutation } from './AccountLoginMutation.ts';

/**
 * Logs in; resolves with the customer number, rejects with the API error (whose code, LOGIN_FAILED …,
 * the form turns into its message). The answer's token is kept by the server (HttpOnly cookie); the
 * browser gets it blanked.
 */
export function useLoginMutation() {
  const [run, inFlight] = usePromiseMutation<MutationType>(AccountLoginMutation);
  const login = useCallback(
    async (method: LoginMethod, identifier: string, password: string) => {
      const data = await run({ input: { method, identifier, password } });
      return { customerNumber: data.login.client.customerNumber ?? null };
    },
    [run],
  );
  return { login, inFlight };
}
