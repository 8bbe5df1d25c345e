import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ApiError } from '../../relay/network.ts';
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
      new Promise<{ ok: true; token: string; customerNumber: string | null } | { ok: false; code: string }>((resolve) => {
        commit({
          variables: { input: { method, identifier, password } },
          onCompleted: (data) => resolve({ ok: true, token: data.login.token, customerNumber: data.login.client.customerNumber ?? null }),
          onError: (error) => resolve({ ok: false, code: error instanceof ApiError ? error.code : 'DEFAULT' }),
        });
      }),
    [commit],
  );
  return { login, inFlight };
}
