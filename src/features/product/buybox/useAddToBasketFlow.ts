import { useEffect, useState } from 'react';
import { useAddToBasket } from '../../../shop/addToBasket.ts';
import type { AddPhase } from './AddToBasketButton.tsx';
import { noticeFor, type Notice } from './addNotice.ts';
import { isSoldOut, type SelectableVariant } from './selection.ts';

/** How long the confirmed state stays before the button is ready again. */
const SUCCESS_MS = 2000;

/**
 * Adding the chosen variant through the layout's AddToBasket: the button's phase and the
 * notification below it. No size or a sold-out size is refused here without a request.
 */
export function useAddToBasketFlow() {
  const { add } = useAddToBasket();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phase, setPhase] = useState<AddPhase>('idle');

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => setPhase('idle'), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  /** Resolves true when the article went in. */
  async function submit(variant: SelectableVariant | null, promotion: string | null, disposalService: number): Promise<boolean> {
    if (!variant) return (setNotice(noticeFor({ ok: false, code: 'ATB_NO_VARIANT_SELECTED', params: {} })), false);
    if (isSoldOut(variant)) return (setNotice(noticeFor({ ok: false, code: 'ATB_VARIANT_OUTSOLD', params: {} })), false);
    setNotice(null);
    setPhase('loading');
    const result = await add(variant.id, promotion, 1, disposalService > 0 ? { disposalService } : undefined);
    setNotice(noticeFor(result));
    setPhase(result.ok ? 'success' : 'idle');
    return result.ok;
  }

  // Notifications close when the variant changes.
  return { notice, phase, submit, clearNotice: () => setNotice(null) };
}
