import { css } from '@linaria/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createCountdown, TOAST_DURATION_MS } from './toastTimer.ts';
import { Icon } from '../Icon.tsx';

export type ToastVariant = 'info' | 'warning' | 'error' | 'success';

const LABELS: Record<ToastVariant, string> = { error: 'Fehler', info: 'Info', success: 'Erfolg', warning: 'Warnung' };

export interface Toast {
  id: number;
  /** The route the toast was shown on: toasts are dismissed on every route change. */
  routeKey: string;
  variant: ToastVariant;
  text: string;
  /** Optional bold first line. */
  headline?: string;
}

interface ToastApi {
  show(toast: Omit<Toast, 'id' | 'routeKey'>): void;
  dismissAll(): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast at the bottom right; available below ToastProvider (the page frame). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs ToastProvider');
  return api;
}

/** Holds the toasts; `routeKey` changing (every route change) dismisses them all. */
export function ToastProvider({ children, routeKey }: { children: ReactNode; routeKey: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback(
    (toast: Omit<Toast, 'id' | 'routeKey'>) => {
      setToasts((current) => [...current.filter((t) => t.routeKey === routeKey), { ...toast, routeKey, id: nextId.current++ }]);
    },
    [routeKey],
  );
  const dismissAll = useCallback(() => setToasts([]), []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const api = useMemo(() => ({ show, dismissAll }), [show, dismissAll]);
  // Toasts of an earlier route are gone the moment the route changes.
  const visible = toasts.filter((toast) => toast.routeKey === routeKey);

  return (
    <ToastContext value={api}>
      {children}
      <div className={viewport}>
        {visible.map((toast) => (
          <ToastView key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext>
  );
}

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const countdown = useRef<ReturnType<typeof createCountdown> | null>(null);
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
        <strong>{toast.headline ?? LABELS[toast.variant]}</strong>
        <br />
        {toast.text}
      </p>
      <button type="button" className={close} onClick={onClose} aria-label="Hinweis schließen">
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
