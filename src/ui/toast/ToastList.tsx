import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { Icon } from '../Icon.tsx';
import { createCountdown, TOAST_DURATION_MS } from './toastTimer.ts';
import type { Toast } from './Toasts.tsx';
import { usePanelsTexts } from '../panelsTexts.ts';
/** The toasts shown, bottom right; its code loads with the first toast of a visit. */
export function ToastList({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <div className={viewport}>
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} onClose={() => onClose(toast.id)} />
      ))}
    </div>
  );
}

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const countdown = useRef<ReturnType<typeof createCountdown> | null>(null);
  const texts = usePanelsTexts();
  useEffect(() => {
    const timer = createCountdown(TOAST_DURATION_MS, onClose);
    countdown.current = timer;
    const blur = () => timer.pause('blur');
    const focus = () => timer.resume('blur');
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    return () => {
      timer.stop();
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
    };
    // The countdown belongs to this toast; onClose identity changes must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <div
      className={box}
      data-variant={toast.variant}
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={() => countdown.current?.pause('hover')}
      onMouseLeave={() => countdown.current?.resume('hover')}
    >
      <p className={text}>
        <strong>{toast.headline ?? texts.panelsToast({ variant: toast.variant })}</strong>
        <br />
        {toast.text}
      </p>
      <button type="button" className={close} onClick={onClose} aria-label={texts.panelsToastClose()}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

const viewport = css`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: var(--z-toast);
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: min(26rem, calc(100vw - 2rem));
`;
const box = css`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-m);
  background: var(--color-background);
  box-shadow: var(--shadow-floating);
  &[data-variant='error'] {
    border-color: var(--color-error);
  }
  &[data-variant='success'] {
    border-color: var(--color-success);
  }
  &[data-variant='warning'] {
    border-color: var(--color-accent);
  }
`;
const text = css`
  flex: 1;
  margin: 0;
  line-height: 1.4;
`;
const close = css`
  display: grid;
  place-items: center;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
