import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { accountTexts } from './accountTexts.ts';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { LoginPrompt } from './LoginPrompt.tsx';
import { useActivateMutation } from './useAccountMutations.ts';

/**
 * The activation link of a new account (/customer?activate=<token>): activates and logs in, then
 * the account shows; an invalid link says so above the login prompt.
 */
export function ActivateAccount({ token, onDone }: { token: string; onDone: () => void }) {
  const t = accountTexts(usePageContext().shop.locale);
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
        toast.show({ variant: 'success', text: t.accountAuthActivated() });
        onDone();
      },
      () => setFailed(true),
    );
  }, [activate, token, toast, onDone, t]);
  if (!failed) return <AccountSkeleton />;
  return (
    <>
      <p role="alert">{t.accountAuthActivationFailed()}</p>
      <LoginPrompt onLoggedIn={onDone} />
    </>
  );
}
