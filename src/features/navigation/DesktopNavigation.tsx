import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { navigate } from 'vike/client/router';
import { Link } from '../../ui/Link.tsx';
import type { DesktopNavigation_navigation$data, DesktopNavigation_navigation$key } from './__generated__/DesktopNavigation_navigation.graphql.ts';
import { activeTrail, popoverColumns } from './categoryTree.ts';
import { WithFrameNavigation } from './FrameNavigation.tsx';
import { useActivePath, useRememberReferrer } from './useActivePath.ts';

type Level1 = DesktopNavigation_navigation$data['categories'][number];
type Level2 = Level1['children'][number];

/**
 * The category navigation of wide screens (≥ 992 px): level 1 as tabs ('Hauptnavigation'),
 * the selected tab's level 2 as links ('Unternavigation'), level 3 in a popover ('Kategorien').
 *
 * Level 1 follows the ARIA tabs pattern: choosing a level-1 category only swaps the row below
 * (it does not navigate), which is exactly what a tab does, and screen readers announce
 * "Tab, ausgewählt, 2 von 6". Every level-1 category has its own tabpanel in the HTML (the
 * unselected ones `hidden`), so crawlers see all level-2 links.
 */
export function DesktopNavigation() {
  useRememberReferrer();
  return <WithFrameNavigation>{(navigation) => <Navigation navigation={navigation} />}</WithFrameNavigation>;
}

function Navigation({ navigation }: { navigation: DesktopNavigation_navigation$key }) {
  const data = useFragment(
    graphql`
      fragment DesktopNavigation_navigation on Navigation {
        categories {
          id
          name
          path
          children {
            id
            name
            path
            isContentTitle
            children {
              id
              name
              path
              isHighlighted
            }
          }
        }
      }
    `,
    navigation,
  );
  const activePath = useActivePath();
  const trail = activeTrail(data.categories, activePath);
  // A chosen tab holds until the page changes; then the page's own category is selected again.
  const [chosen, setChosen] = useState<{ path: string; id: string } | null>(null);
  const selectedId = chosen?.path === activePath ? chosen.id : (trail[0] ?? data.categories[0]?.id);
  const ids = useId();
  const tabId = (id: string) => `${ids}-tab-${id}`;
  const panelId = (id: string) => `${ids}-panel-${id}`;
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string, focus = false) => {
    setChosen({ path: activePath, id });
    if (focus) tabs.current[id]?.focus();
  };

  // Arrow keys move between tabs and select them (selecting is cheap: nothing navigates).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = data.categories.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = data.categories[next];
    if (target) select(target.id, true);
  };

  if (data.categories.length === 0) return null;
  return (
    <nav aria-label="Hauptnavigation" className={wrapper} data-testid="desktop-navigation">
      <div role="tablist" aria-label="Hauptnavigation" className={tabRow}>
        {data.categories.map((category, index) => {
          const selected = category.id === selectedId;
          return (
            <button
              key={category.id}
              ref={(element) => {
                tabs.current[category.id] = element;
              }}
              type="button"
              role="tab"
              id={tabId(category.id)}
              aria-selected={selected}
              aria-controls={panelId(category.id)}
              tabIndex={selected ? 0 : -1}
              data-active={category.id === trail[0] || undefined}
              className={tab}
              onClick={() => select(category.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {category.name}
            </button>
          );
        })}
      </div>
      {data.categories.map((category) => (
        <div
          key={category.id}
          role="tabpanel"
          id={panelId(category.id)}
          aria-labelledby={tabId(category.id)}
          hidden={category.id !== selectedId}
          className={panel}
        >
          {category.children.length > 0 && <SubNavigation level1={category} trail={trail} path={activePath} />}
        </div>
      ))}
    </nav>
  );
}

/** Level 2 of one level-1 category, with the level-3 popover of the item in focus. */
function SubNavigation({ level1, trail, path }: { level1: Level1; trail: readonly string[]; path: string }) {
  // The level-2 item whose popover is open ("focused" by hover, keyboard focus or a first tap).
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  // After Escape, focus goes back to the item: that focus must not reopen the popover.
  const escapedFrom = useRef<string | null>(null);

  const clear = (id: string) => setFocusedId((current) => (current === id ? null : current));

  useEffect(() => {
    if (!focusedId) return;
    // A touch (or click) outside the navigation closes the popover.
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setFocusedId(null);
    };
    // Escape closes it; focus that was inside goes back to its level-2 item.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = root.current?.querySelector<HTMLAnchorElement>(`[data-nav-id="${focusedId}"]`);
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

  return (
    <nav aria-label="Unternavigation" ref={root} className={subRow}>
      <ul className={subList}>
        {level1.children.map((item) => {
          const hasChildren = item.children.length > 0;
          const open = hasChildren && focusedId === item.id;
          return (
            <li
              key={item.id}
              className={subItem}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') setFocusedId(hasChildren ? item.id : null);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') clear(item.id);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) clear(item.id);
              }}
            >
              <Link
                href={item.path}
                data-nav-id={item.id}
                className={subLink}
                data-active={item.id === trail[1] || undefined}
                aria-current={ariaCurrent(item.id === trail[1], item.path, path)}
                aria-expanded={hasChildren ? open : undefined}
                data-vike={hasChildren ? 'false' : undefined}
                onFocus={(event) => {
                  if (escapedFrom.current === item.id) {
                    escapedFrom.current = null;
                    return;
                  }
                  // A tap or click focuses the link just before its click event, which decides
                  // alone; only keyboard focus (:focus-visible) opens the popover here. Together
                  // with hover counting for mouse pointers only, this replaces a touch-suppression timer.
                  if (!event.currentTarget.matches(':focus-visible')) return;
                  setFocusedId(hasChildren ? item.id : null);
                }}
                onClick={(event) => {
                  if (!hasChildren || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  // Vike's router reads data-vike after React has re-rendered, so these links stay
                  // unrouted and the second click navigates through the router itself.
                  event.preventDefault();
                  if (!open) {
                    setFocusedId(item.id);
                    return;
                  }
                  // Clicking the open item closes its popover and goes to the category, as a link does.
                  setFocusedId(null);
                  void navigate(event.currentTarget.getAttribute('href') ?? item.path);
                }}
              >
                {item.name}
              </Link>
              {open && <Popover item={item} siblings={level1.children} trail={trail} path={path} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Popover({ item, siblings, trail, path }: { item: Level2; siblings: readonly Level2[]; trail: readonly string[]; path: string }) {
  const columns = popoverColumns(item, siblings);
  const ids = useId();
  return (
    <div role="dialog" aria-label="Kategorien" className={popover}>
      {columns.map((column, index) => {
        const headingId = `${ids}-${index}`;
        return (
          <div key={index} className={popoverColumn}>
            {column.heading && (
              <p id={headingId} className={columnHeading}>
                {column.headingPath ? (
                  <Link href={column.headingPath} className={headingLink}>
                    {column.heading}
                  </Link>
                ) : (
                  column.heading
                )}
              </p>
            )}
            <ul className={columnList} aria-labelledby={column.heading ? headingId : undefined}>
              {column.items.map((leaf) => (
                <li key={leaf.id}>
                  <Link
                    href={leaf.path}
                    className={leafLink}
                    data-active={leaf.id === trail[2] || undefined}
                    data-highlighted={leaf.isHighlighted || undefined}
                    aria-current={ariaCurrent(leaf.id === trail[2], leaf.path, path)}
                  >
                    {leaf.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** 'page' on the category shown, 'true' on the categories above it. */
function ariaCurrent(active: boolean, own: string, path: string): 'page' | 'true' | undefined {
  if (!active) return undefined;
  return own === path ? 'page' : 'true';
}

const wrapper = css`
  max-width: 1240px;
  margin: 0 auto;
  padding: 0 1rem;
  @media (max-width: 991px) {
    display: none;
  }
`;
const tabRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
const tab = css`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: var(--color-primary);
    color: var(--color-primary);
  }
  &:hover {
    color: var(--color-primary);
  }
`;
const panel = css`
  border-top: 1px solid var(--color-border);
`;
const subRow = css`
  position: relative;
`;
const subList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const subItem = css`
  display: flex;
`;
const subLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  color: var(--color-text);
  text-decoration: none;
  &:hover,
  &[aria-expanded='true'] {
    color: var(--color-primary);
    text-decoration: underline;
  }
  &[data-active] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;
const popover = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 20;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem 2rem;
  max-height: 500px;
  overflow: auto;
  padding: 1rem 1.5rem;
  border: 1px solid var(--color-border);
  border-radius: 0 0 0.5rem 0.5rem;
  background: var(--color-background);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
`;
const popoverColumn = css`
  min-width: 0;
`;
const columnHeading = css`
  margin: 0 0 0.25rem;
  font-weight: 700;
`;
const headingLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--color-text);
`;
const columnList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const leafLink = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    color: var(--color-primary);
    text-decoration: underline;
  }
  &[data-highlighted] {
    color: var(--color-sale);
    font-weight: 700;
  }
  &[data-active] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;
