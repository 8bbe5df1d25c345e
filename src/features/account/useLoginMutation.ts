import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { AccountLoginMutation as MutationType, LoginMethod } from './__generated__/AccountLoginMutation.graphql.ts';
import { AccountLoginMutation } from './AccountLoginMutation.ts';

/**
 * Logs in; resolves with the customer number, rejects with the API error. The answer's token is
 * kept by the server (HttpOnly cookie); the browser gets it blanked.
 */
export function useLoginMutation() {
  const [commit, inFlight] = useMutation<MutationType>(AccountLoginMutation);
  const login = useCallback(
    (method: LoginMethod, identifier: string, password: string) =>
      new Promise<{ customerNumber: string | null }>((resolve, reject) => {
        commit({
          variables: { input: { method, identifier, password } },
          onCompleted: (data) => resolve({ customerNumber: data.login.client.customerNumber ?? null }),
          // Rejects with the API error, whose code (LOGIN_FAILED …) the form turns into its message.
          onError: reject,
        });
      }),
    [commit],
  );
  return { login, inFlight };
}
