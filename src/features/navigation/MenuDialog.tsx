import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { media } from '../../ui/breakpoints.ts';
import type { MenuPanel_navigation$key } from './__generated__/MenuPanel_navigation.graphql.ts';
import { dialogStyle } from './menuStyles.ts';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The panel (levels, their fragment) loads with the first opening; the button preloads it.
export const importMenuPanel = () => withTexts(['panels'], import('./MenuPanel.tsx'));
const MenuPanel = lazy(() => importMenuPanel().then((module) => ({ default: module.MenuPanel })));

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  navigation: MenuPanel_navigation$key;
  extra: ReactNode;
}

/**
 * The menu as a native modal dialog sliding in from the left. Not the shared Modal: a full-height
 * drawer without a title bar, whose head holds 'Zurück' and 'Menü schließen'.
 */
export function MenuDialog({ id, open, onClose, navigation, extra }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const label = useLayoutTexts().layoutMenu();

  // The native modal dialog traps focus, closes on Escape and returns focus to the button.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // At desktop width the tab navigation takes over: the menu closes itself.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(media.desktop);
    const onChange = () => {
      if (desktop.matches) onClose();
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      className={dialogStyle}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {/* Mounted only while open: each opening starts at the current category and loads the extra content. */}
      {open && (
        <Suspense fallback={null}>
          <MenuPanel navigation={navigation} onClose={onClose} extra={extra} />
        </Suspense>
      )}
    </dialog>
  );
}
