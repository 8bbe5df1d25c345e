import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '../lazy/lazyComponent.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

export type ToastVariant = 'info' | 'warning' | 'error' | 'success';

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

// Most page views show no toast: the list's code (views, countdown) loads with the first one. If
// it cannot load, nothing shows, and the next toast tries again.
const ToastList = lazyComponent(() => withTexts(['panels'], import('./ToastList.tsx')).then((module) => module.ToastList));

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
      {visible.length > 0 && <ToastList.Deferred toasts={visible} onClose={dismiss} />}
    </ToastContext>
  );
}
