import { useEffect, useRef, useState } from 'react';
import { message } from '../../shop/texts/messages.ts';
import { optOutText, useTrackingOptOut, type TrackingOptOutOutcome } from '../../shop/privacy/trackingOptOut.ts';
import { Outcome } from './Outcome.tsx';
import { supportTexts } from './supportTexts.ts';
import { usePageContext } from 'vike-react/usePageContext';

/**
 * Opts out of the provider the URL names once the page is in the browser (it changes the
 * visitor's state, so the server render never does it) and shows the outcome.
 */
export function TrackingOptOutResult({ provider }: { provider: string }) {
  const { locale } = usePageContext().shop;
  const { optOut } = useTrackingOptOut();
  const [outcome, setOutcome] = useState<TrackingOptOutOutcome | 'failed' | null>(null);
  const sent = useRef<{ provider: string; answer: Promise<TrackingOptOutOutcome> } | null>(null);
  useEffect(() => {
    let live = true;
    if (sent.current?.provider !== provider) sent.current = { provider, answer: optOut(provider) };
    sent.current.answer.then((result) => live && setOutcome(result)).catch(() => live && setOutcome('failed'));
    return () => {
      live = false;
    };
  }, [optOut, provider]);

  if (outcome === null) return <p aria-busy="true">{supportTexts(locale).supportOptOutSending()}</p>;
  if (outcome === 'failed') return <Outcome tone="alert" title={message(locale, 'DEFAULT')} />;
  return <Outcome tone={outcome === 'nonExistentProvider' ? 'alert' : 'status'} title={optOutText(locale, outcome, provider)} />;
}
