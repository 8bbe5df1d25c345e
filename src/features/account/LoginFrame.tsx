import { css } from '@linaria/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { accountTexts } from './accountTexts.ts';
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
  const t = accountTexts(usePageContext().shop.locale);
  const [failed, setFailed] = useState(false);
  // The parent's callbacks change with its renders, which must not drop a login under way.
  const loggedIn = useEffectEvent(onLoggedIn);
  const cancelled = useEffectEvent(onCancel);
  useEffect(() => {
    let active = true;
    const receive = (event: MessageEvent) => {
      const message = frameMessageOf(event, frameUrl);
      if (message?.type === 'cancel') return cancelled();
      if (!message) return;
      void handOverToken(message.token).then((taken) => {
        if (!active) return;
        if (!taken) return setFailed(true);
        startSession(message.customerNumber);
        loggedIn();
      });
    };
    window.addEventListener('message', receive);
    return () => {
      active = false;
      window.removeEventListener('message', receive);
    };
  }, [frameUrl]);
  return (
    <>
      {failed && <p role="alert">{t.accountAuthLoginNotSaved()}</p>}
      <iframe
        className={frame}
        src={frameSrc(frameUrl, view)}
        title={view === 'login' ? t.accountAuthTitle() : t.accountAuthRegistration()}
      />
    </>
  );
}

const frame = css`
  display: block;
  width: 100%;
  min-height: 28rem;
  border: 0;
`;
