import { useEffect, useRef, useState } from 'react';

/**
 * Which level-2 item has its popover open ("focused" by hover, keyboard focus or a first tap).
 * A touch or click outside `root` closes it; Escape closes it and sends focus that was inside
 * back to the item (`[data-nav-id]`), a focus that must not reopen the popover (`takeEscaped`).
 */
export function usePopoverFocus<T extends HTMLElement>() {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const root = useRef<T>(null);
  const escapedFrom = useRef<string | null>(null);

  const clear = (id: string) => setFocusedId((current) => (current === id ? null : current));

  const takeEscaped = (id: string) => {
    if (escapedFrom.current !== id) return false;
    escapedFrom.current = null;
    return true;
  };

  useEffect(() => {
    if (!focusedId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setFocusedId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = root.current?.querySelector<HTMLElement>(`[data-nav-id="${focusedId}"]`);
      setFocusedId(null);
      if (item && root.current?.contains(document.activeElement) && document.activeElement !== item) {
        escapedFrom.current = focusedId;
        item.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [focusedId]);

  return { root, focusedId, setFocusedId, clear, takeEscaped };
}
