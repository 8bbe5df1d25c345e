import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { useLayoutTexts } from './layoutTexts.ts';

/** How long a closed modal keeps its content mounted: 600 ms. */
export const MODAL_UNMOUNT_DELAY_MS = 600;

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider layout for tables and galleries. */
  size?: 'normal' | 'wide';
}

/**
 * A modal dialog on the native <dialog> element: focus moves in and stays in (showModal makes the
 * rest of the page inert), Escape and the backdrop close it, focus returns to the opener
 * afterwards. Its open state can live anywhere; HashModal keeps it in the URL hash.
 * The content stays mounted for a moment after closing (MODAL_UNMOUNT_DELAY_MS), so what it
 * started (a request, a closing transition) can finish; opening again always starts afresh.
 */
export function Modal({ open, title, onClose, children, size = 'normal' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const texts = useLayoutTexts();
  const [kept, setKept] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening mounts new content, even while the last one's is still kept.
  const [opening, setOpening] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setKept(true);
      setOpening(opening + 1);
    }
  }

  useEffect(() => {
    if (open || !kept) return;
    const timer = setTimeout(() => setKept(false), MODAL_UNMOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, kept]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Remembered here, not left to the browser, as the opener may re-render or the dialog unmount.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={dialogStyle}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // A modal opened over another (rendered inside it in React's tree): Escape closes only this one.
        event.stopPropagation();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {(open || kept) && (
        <div key={opening} className={panel}>
          <header className={head}>
            <h2 id={titleId} className={heading}>
              {title}
            </h2>
            <button type="button" className={closeButton} onClick={onClose} aria-label={texts.layoutClose()}>
              <Icon name="close" />
            </button>
          </header>
          <div className={body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}

const dialogStyle = css`
  width: min(34rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  border: 0;
  border-radius: var(--radius-l);
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: var(--shadow-modal);
  &[data-size='wide'] {
    width: min(60rem, calc(100vw - 2rem));
  }
  &::backdrop {
    background: var(--backdrop);
  }
`;
const panel = css`
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - 2rem);
`;
const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1rem 0.5rem 1.5rem;
`;
const heading = css`
  margin: 0;
  font-size: 1.25rem;
`;
const closeButton = css`
  display: grid;
  place-items: center;
  min-width: var(--touch-target);
  min-height: var(--touch-target);
  border: 0;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
const body = css`
  overflow: auto;
  padding: 0 1.5rem 1.5rem;
`;
