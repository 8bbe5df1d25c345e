import { useEffect, useRef, useState } from 'react';
import { formMessage } from '../../shop/texts/formMessages.ts';
import { Outcome } from './Outcome.tsx';
import { newsletterTexts } from './newsletterTexts.ts';
import { useActivateMutation } from './useActivateMutation.ts';
import { VoucherCode } from './VoucherCode.tsx';
import { usePageContext } from 'vike-react/usePageContext';

type State = { kind: 'loading' } | { kind: 'done'; already: boolean; voucherCode: string | null } | { kind: 'failed' };

/**
 * Confirms the subscription from the e-mail link once the page is in the browser (a confirmation
 * changes state, so the server render and link previews never send it) and reveals the voucher.
 */
/** voucher: the welcome voucher's amount as the texts name it ('10 €'). */
export function NewsletterActivation({ token, voucher }: { token: string; voucher: string }) {
  const { locale } = usePageContext().shop;
  const t = newsletterTexts(locale);
  const activate = useActivateMutation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Sent once per token, even when an effect runs twice (development's strict mode).
  const sent = useRef<{ token: string; answer: ReturnType<typeof activate> } | null>(null);
  useEffect(() => {
    let live = true;
    if (sent.current?.token !== token) sent.current = { token, answer: activate({ token }) };
    sent.current.answer
      .then(({ newsletterActivate: result }) => {
        if (live) setState({ kind: 'done', already: result.status === 'alreadyActivated', voucherCode: result.voucherCode ?? null });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [activate, token]);

  if (state.kind === 'loading') return <p aria-busy="true">{t.newsletterActivating()}</p>;
  if (state.kind === 'failed') return <Outcome tone="alert" title={formMessage(locale, 'NEWSLETTER_SUBSCRIBE_FAILED')} />;
  return (
    <Outcome title={state.already ? t.newsletterAlreadyActivated() : t.newsletterActivated()}>
      {state.voucherCode && <VoucherCode code={state.voucherCode} voucher={voucher} />}
    </Outcome>
  );
}
