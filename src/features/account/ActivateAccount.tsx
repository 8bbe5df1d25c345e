import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { accountMessage } from './accountMessages.ts';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { LoginPrompt } from './LoginPrompt.tsx';
import { useActivateMutation } from './useAccountMutations.ts';

/**
 * The activation link of a new account (/customer?activate=<token>): activates and logs in, then
 * the account shows; an invalid link says so above the login prompt.
 */
export function ActivateAccount({ token, onDone }: { token: string; onDone: () => void }) {
  const activate = useActivateMutation();
  const toast = useToast();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    activate(token).then(
      () => {
        const url = new URL(location.href);
        url.searchParams.delete('activate');
        history.replaceState(history.state, '', url);
        toast.show({ variant: 'success', text: accountMessage('ACCOUNT_ACTIVATED') });
        onDone();
      },
      () => setFailed(true),
    );
  }, [activate, token, toast, onDone]);
  if (!failed) return <AccountSkeleton />;
  return (
    <>
      <p role="alert">{accountMessage('ACCOUNT_ACTIVATION_FAILED')}</p>
      <LoginPrompt onLoggedIn={onDone} />
    </>
  );
}
