import { useRelayEnvironment } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';
import type { AccountActivateMutation as ActivateType } from './__generated__/AccountActivateMutation.graphql.ts';
import type { AccountLogoutMutation as LogoutType } from './__generated__/AccountLogoutMutation.graphql.ts';
import type { AccountRegisterMutation as RegisterType, RegisterInput } from './__generated__/AccountRegisterMutation.graphql.ts';
import type { AccountRequestDeletionMutation as DeletionType } from './__generated__/AccountRequestDeletionMutation.graphql.ts';
import type { AccountRequestOlderInvoicesMutation as OlderInvoicesType } from './__generated__/AccountRequestOlderInvoicesMutation.graphql.ts';
import type { AccountRequestPasswordResetMutation as RequestResetType } from './__generated__/AccountRequestPasswordResetMutation.graphql.ts';
import type { AccountRequestVerificationEmailMutation as RequestVerificationType } from './__generated__/AccountRequestVerificationEmailMutation.graphql.ts';
import type { AccountResetPasswordMutation as ResetType } from './__generated__/AccountResetPasswordMutation.graphql.ts';
import type { AccountVerifyEmailMutation as VerifyType } from './__generated__/AccountVerifyEmailMutation.graphql.ts';
import { AccountActivateMutation } from './AccountActivateMutation.ts';
import { AccountLogoutMutation } from './AccountLogoutMutation.ts';
import { AccountRegisterMutation } from './AccountRegisterMutation.ts';
import { AccountRequestDeletionMutation } from './AccountRequestDeletionMutation.ts';
import { AccountRequestOlderInvoicesMutation } from './AccountRequestOlderInvoicesMutation.ts';
import { AccountRequestPasswordResetMutation } from './AccountRequestPasswordResetMutation.ts';
import { AccountRequestVerificationEmailMutation } from './AccountRequestVerificationEmailMutation.ts';
import { AccountResetPasswordMutation } from './AccountResetPasswordMutation.ts';
import { AccountVerifyEmailMutation } from './AccountVerifyEmailMutation.ts';
import { endSession, isAuthError, startSession } from './session.ts';

/** Registers and logs in: the new customer's session starts at once. */
export function useRegisterMutation() {
  const [run] = usePromiseMutation<RegisterType>(AccountRegisterMutation);
  return async (input: RegisterInput) => {
    const { register } = await run({ input });
    startSession(register.client.customerNumber ?? null);
  };
}

/** Activates an account from its e-mail link and logs in. */
export function useActivateMutation() {
  const [run] = usePromiseMutation<ActivateType>(AccountActivateMutation);
  return async (token: string) => {
    const { activateAccount } = await run({ token });
    startSession(activateAccount.client.customerNumber ?? null);
  };
}

/** Logs out; a token the API refuses already (expired) ends the session just the same. */
export function useLogoutMutation() {
  const environment = useRelayEnvironment();
  const [run] = usePromiseMutation<LogoutType>(AccountLogoutMutation);
  return async () => {
    try {
      await run({});
    } catch (error) {
      if (!isAuthError(error)) throw error;
    }
    endSession(environment);
  };
}

export function useRequestPasswordResetMutation() {
  const [run] = usePromiseMutation<RequestResetType>(AccountRequestPasswordResetMutation);
  return (email: string) => run({ email });
}

export function useResetPasswordMutation() {
  const [run] = usePromiseMutation<ResetType>(AccountResetPasswordMutation);
  return (token: string, password: string) => run({ input: { token, password } });
}

export function useVerifyEmailMutation() {
  const [run] = usePromiseMutation<VerifyType>(AccountVerifyEmailMutation);
  return async (token: string) => (await run({ token })).verifyEmail.status;
}

/** Mutations of a logged-in customer: a refused token ends the session (the caller keeps its input). */
function useSessionGuard() {
  const environment = useRelayEnvironment();
  return async <R>(call: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } catch (error) {
      if (isAuthError(error)) endSession(environment, 'expired');
      throw error;
    }
  };
}

export function useRequestVerificationEmailMutation() {
  const guard = useSessionGuard();
  const [run] = usePromiseMutation<RequestVerificationType>(AccountRequestVerificationEmailMutation);
  return () => guard(() => run({}));
}

export function useRequestDeletionMutation() {
  const guard = useSessionGuard();
  const [run] = usePromiseMutation<DeletionType>(AccountRequestDeletionMutation);
  return () => guard(() => run({}));
}

export function useRequestOlderInvoicesMutation() {
  const guard = useSessionGuard();
  const [run] = usePromiseMutation<OlderInvoicesType>(AccountRequestOlderInvoicesMutation);
  return (period: string) => guard(() => run({ input: { period } }));
}
