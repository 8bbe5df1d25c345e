import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { accountMessage } from './accountMessages.ts';
import { frameMessageOf, frameSrc } from './loginFrame.ts';
import { handOverToken, startSession } from './session.ts';

interface Props {
  frameUrl: string;
  view: 'login' | 'register';
  onLoggedIn: () => void;
  /** The frame's cancel: the shopper gave up. */
  onCancel: () => void;
}

/**
 * The identity provider's login frame. Its message with the token goes to the shop's server,
 * which keeps the token in the HttpOnly auth cookie; then the session starts here.
 */
export function LoginFrame({ frameUrl, view, onLoggedIn, onCancel }: Props) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    const receive = (event: MessageEvent) => {
      const login = frameMessageOf(event, frameUrl);
      if (login?.type === 'cancel') return onCancel();
      if (!login) return;
      void handOverToken(login.token).then((taken) => {
        if (!active) return;
        if (!taken) return setFailed(true);
        startSession(login.customerNumber);
        onLoggedIn();
      });
    };
    window.addEventListener('message', receive);
    return () => {
      active = false;
      window.removeEventListener('message', receive);
    };
  }, [frameUrl, onLoggedIn, onCancel]);
  return (
    <>
      {failed && <p role="alert">{accountMessage('LOGIN_NOT_SAVED')}</p>}
      <iframe className={frame} src={frameSrc(frameUrl, view)} title={view === 'login' ? 'Anmeldung' : 'Registrierung'} />
    </>
  );
}

const frame = css`
  display: block;
  width: 100%;
  min-height: 28rem;
  border: 0;
`;
