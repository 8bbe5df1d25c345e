import { useEffect, useRef, useState } from 'react';

/**
 * Which level-2 item has its popover open (by hover, a first click, tap or Enter, or ArrowDown).
 * A touch or click outside `root` closes it; Escape closes it and sends focus that was inside
 * back to the item (`[data-nav-id]`).
 */
export function usePopoverFocus<T extends HTMLElement>() {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const root = useRef<T>(null);

  const clear = (id: string) => setFocusedId((current) => (current === id ? null : current));

  useEffect(() => {
    if (!focusedId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setFocusedId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = root.current?.querySelector<HTMLElement>(`[data-nav-id="${focusedId}"]`);
      setFocusedId(null);
      if (item && root.current?.contains(document.activeElement) && document.activeElement !== item) item.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [focusedId]);

  return { root, focusedId, setFocusedId, clear };
}
