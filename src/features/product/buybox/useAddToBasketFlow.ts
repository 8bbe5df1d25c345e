import { useEffect, useState } from 'react';
import { useAddToBasket } from '../../../shop/addToBasket.ts';
import type { AddPhase } from './AddToBasketButton.tsx';
import { noticeFor, type Notice } from './addNotice.ts';
import { isSoldOut, type SelectableVariant } from './selection.ts';

/** How long the confirmed state stays before the button is ready again. */
const SUCCESS_MS = 2000;

/**
 * Adding the chosen variant through the layout's AddToBasket: the disposal pieces asked for, the
 * button's phase and the notification below it. No size or a sold-out size is refused here
 * without a request.
 */
export function useAddToBasketFlow() {
  const { add } = useAddToBasket();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phase, setPhase] = useState<AddPhase>('idle');
  const [disposal, setDisposal] = useState(0);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => setPhase('idle'), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  async function submit(variant: SelectableVariant | null, promotion: string | null) {
    if (!variant) return setNotice(noticeFor({ ok: false, code: 'ATB_NO_VARIANT_SELECTED', params: {} }));
    if (isSoldOut(variant)) return setNotice(noticeFor({ ok: false, code: 'ATB_VARIANT_OUTSOLD', params: {} }));
    setNotice(null);
    setPhase('loading');
    const result = await add(variant.id, promotion, 1, disposal > 0 ? { disposalService: disposal } : undefined);
    setNotice(noticeFor(result));
    setPhase(result.ok ? 'success' : 'idle');
    if (result.ok) setDisposal(0);
  }

  /** A new variant closes the notification and forgets the disposal pieces asked for. */
  function reset() {
    setNotice(null);
    setDisposal(0);
  }

  return { notice, phase, disposal, setDisposal, submit, reset };
}
