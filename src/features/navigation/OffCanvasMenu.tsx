import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { readShopCookie } from '../../shop/cookies.ts';
import { assignExperiments, EXPERIMENT_COOKIE } from '../../shop/experiments.ts';
import { OVERLAY_IDS } from '../../shop/overlays.ts';
import { Link } from '../../ui/Link.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import { useBrowserValue } from '../../ui/useBrowserValue.ts';
import { useOverlay } from '../../ui/useOverlay.ts';
import type { OffCanvasMenu_navigation$key } from './__generated__/OffCanvasMenu_navigation.graphql.ts';
import { activeTrail, levelItems, openLevels } from './categoryTree.ts';
import { WithFrameNavigation } from './FrameNavigation.tsx';
import { useActivePath } from './useActivePath.ts';

const DESKTOP = '(min-width: 992px)';
const SCROLL_INTO_VIEW_MS = 400;

/** A category of any level, as the drill-down lists it. */
interface MenuItem {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly children?: readonly MenuItem[];
}

const readVariant = () => assignExperiments(readShopCookie(EXPERIMENT_COOKIE)).offcanvas_menu_ab;

interface Props {
  /** Content shown below the categories while the menu is open (the phone box). */
  extra?: ReactNode;
}

/**
 * The burger menu of phones and tablets (< 992 px): a button in the header row and a modal
 * panel that drills down through the category levels. Open state lives in the URL hash.
 */
export function OffCanvasMenu({ extra }: Props) {
  return <WithFrameNavigation>{(navigation) => <Menu navigation={navigation} extra={extra} />}</WithFrameNavigation>;
}

function Menu({ navigation, extra }: { navigation: OffCanvasMenu_navigation$key; extra: ReactNode }) {
  const overlay = useOverlay(OVERLAY_IDS.offcanvasMenu);
  // The test variant is personal: the server renders the default, the browser applies the cookie.
  const noText = useBrowserValue(readVariant, []) === 'no_menu_text';
  const dialogId = useId();
  useCloseOnRouteChange();
  return (
    <>
      <button
        type="button"
        className={menuButton}
        data-variant={noText ? 'no_menu_text' : 'control'}
        aria-expanded={overlay.open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={overlay.show}
      >
        <BurgerIcon size={noText ? 32 : 24} />
        {/* Hidden text in the variant keeps 'Menü' as the button's name. */}
        <span className={noText ? visuallyHidden : undefined}>Menü</span>
      </button>
      <MenuDialog id={dialogId} open={overlay.open} onClose={overlay.close} navigation={navigation} extra={extra} />
    </>
  );
}

/**
 * A link in the menu navigates with Vike's router (pushState), which sends no hashchange: the
 * overlay state is read again from the new URL, which has no overlay hash.
 */
function useCloseOnRouteChange() {
  const { urlPathname } = usePageContext();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, [urlPathname]);
}

interface DialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
  navigation: OffCanvasMenu_navigation$key;
  extra: ReactNode;
}

function MenuDialog({ id, open, onClose, navigation, extra }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

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
    const desktop = window.matchMedia(DESKTOP);
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
      aria-label="Menü"
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
      {open && <MenuPanel navigation={navigation} onClose={onClose} extra={extra} />}
    </dialog>
  );
}

function MenuPanel({ navigation, onClose, extra }: { navigation: OffCanvasMenu_navigation$key; onClose: () => void; extra: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment OffCanvasMenu_navigation on Navigation {
        categories {
          id
          name
          path
          children {
            id
            name
            path
            children {
              id
              name
              path
            }
          }
        }
      }
    `,
    navigation,
  );
  const path = useActivePath();
  const trail = activeTrail(data.categories, path);
  const [levels, setLevels] = useState<string[]>(() => openLevels(trail));
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const drilled = useRef(false);
  const headingId = useId();

  // The current category is scrolled into view once the panel has slid in.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      panel.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
    }, SCROLL_INTO_VIEW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // After drilling down or back, focus goes to the new level's heading so it is announced.
  useEffect(() => {
    if (drilled.current) heading.current?.focus();
  }, [levels]);

  const go = (next: string[]) => {
    drilled.current = true;
    setLevels(next);
  };

  // A level that is no longer in the tree (new navigation data) falls back to the top.
  const categories: readonly MenuItem[] = data.categories;
  const level = levelItems(categories, levels) ?? levelItems(categories, []);
  if (!level) return null;
  const { parent, items } = level;
  const depth = parent ? levels.length : 0;

  return (
    <div ref={panel} className={panelStyle}>
      <div className={panelHead}>
        {depth > 0 ? (
          <button type="button" className={backButton} onClick={() => go(levels.slice(0, -1))}>
            <Chevron direction="left" />
            Zurück
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={closeButton} aria-label="Menü schließen" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <h2 ref={heading} id={headingId} tabIndex={-1} className={levelHeading}>
        {parent ? parent.name : 'Kategorien'}
      </h2>
      <ul className={list} aria-labelledby={headingId}>
        {parent && (
          <li>
            <Link href={parent.path} className={`${row} ${allLink}`} aria-current={parent.path === path ? 'page' : undefined}>
              Alle anzeigen
              <span className={visuallyHidden}>: {parent.name}</span>
            </Link>
          </li>
        )}
        {items.map((item) => {
          const active = trail.includes(item.id) || undefined;
          return (
            <li key={item.id}>
              {item.children?.length ? (
                <button type="button" className={row} data-active={active} onClick={() => go([...levels, item.id])}>
                  {item.name}
                  <Chevron direction="right" />
                </button>
              ) : (
                <Link href={item.path} className={row} data-active={active} aria-current={item.path === path ? 'page' : undefined}>
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {extra}
    </div>
  );
}

function BurgerIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const menuButton = css`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0.125rem 0.25rem;
  border: 0;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  &:hover {
    color: var(--color-primary);
  }
  @media (min-width: 992px) {
    display: none;
  }
`;
const dialogStyle = css`
  width: min(24rem, calc(100vw - 3rem));
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0 auto 0 0;
  padding: 0;
  border: 0;
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: 4px 0 24px rgb(0 0 0 / 0.25);
  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
`;
const panelStyle = css`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  padding: 0.5rem 1rem 1.5rem;
`;
const panelHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
const backButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0 0.5rem 0 0;
  border: 0;
  background: transparent;
  color: var(--color-primary);
  font: inherit;
  cursor: pointer;
`;
const closeButton = css`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: var(--color-text);
  font-size: 1.75rem;
  cursor: pointer;
`;
const levelHeading = css`
  margin: 0.25rem 0 0.5rem;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
`;
const list = css`
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;
const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0;
  border: 0;
  border-bottom: 1px solid var(--color-border);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &[data-active] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;
const allLink = css`
  font-weight: 700;
`;
