import { css } from '@linaria/core';
import { useContext, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Button, type ButtonState } from '../../../ui/Button.tsx';
import type { ActionButtonItem_actionButton$key } from './__generated__/ActionButtonItem_actionButton.graphql.ts';
import { loadChatWidget, openChat, type ChatState } from '../chat.ts';
import { withTexts } from '../../../i18n/lazyTexts.ts';
import { ShopBridgeContext, type TrackingOptOutStatus } from '../shopBridge.ts';
import { useContentTexts } from '../texts.ts';
import { checkActionButton } from '../validation.ts';
import { rejected } from '../warnings.ts';

/** CHAT opens the live chat, OPTOUT opts out of tracking, PRINT prints the page. */
export function ActionButtonItem({ item }: { item: ActionButtonItem_actionButton$key }) {
  const data = useFragment(
    graphql`
      fragment ActionButtonItem_actionButton on ActionButton {
        sys {
          id
        }
        label
        type
      }
    `,
    item,
  );
  if (rejected(checkActionButton(data), data.sys.id)) return null;
  const label = data.label ?? '';
  if (data.type === 'CHAT') return <ChatButton label={label} />;
  if (data.type === 'OPTOUT') return <OptOutButton label={label} />;
  return (
    <p className={row}>
      <Button variant="secondary" onClick={() => window.print()}>
        {label}
      </Button>
    </p>
  );
}

function ChatButton({ label }: { label: string }) {
  const t = useContentTexts();
  const { clientApi } = usePageContext();
  const [state, setState] = useState<ChatState>('idle');
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);
  const chat = clientApi.chat;
  if (!chat) return null;
  const start = async () => {
    setState('loading');
    try {
      const widget = await loadChatWidget(chat);
      unsubscribe.current?.();
      unsubscribe.current = widget.onStateChange((next) => {
        if (next === 'shown' || next === 'maximised') setState(next);
        if (next === 'hidden') setState('idle');
      });
      await openChat(widget);
    } catch {
      setState('failed');
    }
  };
  const buttonState: ButtonState = state === 'loading' ? 'loading' : 'idle';
  return (
    <div className={row} data-chat-state={state}>
      <Button onClick={() => void start()} state={buttonState} announce={false}>
        {label}
      </Button>
      <p role="status" className={note}>
        {state === 'loading' ? t.contentChatLoading() : state === 'failed' ? t.contentChatFailed() : ''}
      </p>
    </div>
  );
}

function OptOutButton({ label }: { label: string }) {
  const t = useContentTexts();
  const { locale } = usePageContext().shop;
  const { trackingOptOut } = useContext(ShopBridgeContext);
  const [state, setState] = useState<ButtonState>('idle');
  const [result, setResult] = useState<TrackingOptOutStatus | 'failed' | null>(null);
  const [text, setText] = useState('');
  if (!trackingOptOut) return null;
  const optOut = async () => {
    setState('loading');
    const named = new URLSearchParams(window.location.search).get('provider') ?? 'google-analytics';
    try {
      // The outcome's words are hint texts, which a content page does not load up front: they
      // come with the answer, in the opt-out page's wording (src/shop/privacy/trackingOptOut.ts).
      const [status, { optOutText }] = await Promise.all([
        trackingOptOut(named),
        withTexts(['frame'], import('../../../shop/privacy/trackingOptOut.ts')),
      ]);
      setText(optOutText(locale, status, named));
      setResult(status);
      setState(status === 'nonExistentProvider' ? 'idle' : 'success');
    } catch {
      setResult('failed');
      setState('idle');
    }
  };
  return (
    <div className={row}>
      <Button variant="secondary" onClick={() => void optOut()} state={state} successLabel={label} announce={false}>
        {label}
      </Button>
      <p role="status" className={note} data-result={result ?? undefined}>
        {result === 'failed' ? t.contentOptOutFailed() : result ? text : ''}
      </p>
    </div>
  );
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  align-items: center;
  margin: var(--space-4) 0;
`;
const note = css`
  margin: 0;
  &[data-result='failed'],
  &[data-result='nonExistentProvider'] {
    color: var(--color-error);
  }
`;
