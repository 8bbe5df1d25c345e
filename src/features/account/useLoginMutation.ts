import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { LoginMethod, useLoginMutation as MutationType } from './__generated__/useLoginMutation.graphql.ts';

/**
 * Logs in. The answer's client record replaces the visitor's one in the store, so every part that
 * shows the login state (header account tool) updates without another request.
 */
export function useLoginMutation() {
  const [commit, inFlight] = useMutation<MutationType>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        token
        client {
          id
          isLoggedIn
          customerNumber
        }
      }
    }
  `);
  const login = useCallback(
    (method: LoginMethod, identifier: string, password: string) =>
      new Promise<{ token: string; customerNumber: string | null }>((resolve, reject) => {
        commit({
          variables: { input: { method, identifier, password } },
          onCompleted: (data) => resolve({ token: data.login.token, customerNumber: data.login.client.customerNumber ?? null }),
          // Rejects with the API error, whose code (LOGIN_FAILED …) the form turns into its message.
          onError: reject,
        });
      }),
    [commit],
  );
  return { login, inFlight };
}
