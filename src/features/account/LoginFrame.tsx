import { css } from '@linaria/core';
import { useEffect } from 'react';
import { frameLoginOf, frameSrc } from './loginFrame.ts';
import { startSession } from './session.ts';

/** The identity provider's login frame; its message with the token starts the session. */
export function LoginFrame({ frameUrl, view, onLoggedIn }: { frameUrl: string; view: 'login' | 'register'; onLoggedIn: () => void }) {
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const login = frameLoginOf(event, frameUrl);
      if (!login) return;
      startSession(login.token, login.customerNumber);
      onLoggedIn();
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [frameUrl, onLoggedIn]);
  return <iframe className={frame} src={frameSrc(frameUrl, view)} title={view === 'login' ? 'Anmeldung' : 'Registrierung'} />;
}

const frame = css`
  display: block;
  width: 100%;
  min-height: 28rem;
  border: 0;
`;
