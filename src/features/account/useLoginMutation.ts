import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import { ApiError } from '../../relay/network.ts';
import type { AccountLoginMutation as MutationType, LoginMethod } from './__generated__/AccountLoginMutation.graphql.ts';
import { AccountLoginMutation } from './AccountLoginMutation.ts';

/** Logs in; resolves with the token, or with the refusal's code. */
export function useLoginMutation() {
  const [commit, inFlight] = useMutation<MutationType>(AccountLoginMutation);
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
