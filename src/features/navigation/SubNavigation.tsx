import { useId } from 'react';
import { flushSync } from 'react-dom';
import { navigate } from 'vike/client/router';
import { Link } from '../../ui/Link.tsx';
import { ariaCurrent } from './categoryTree.ts';
import { CategoryPopover, type Level2 } from './CategoryPopover.tsx';
import { usePopoverFocus } from './usePopoverFocus.ts';
import { subItem, subLink, subList, subRow } from './desktopStyles.ts';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';

interface Props {
  items: readonly Level2[];
  trail: readonly string[];
  path: string;
}

/**
 * Level 2 of one level-1 category ('Unternavigation'), with the level-3 popover of the open item.
 * An item with children is a disclosure: the mouse opens it by hovering, a first click, tap or
 * Enter opens it and a second one goes to the category, ArrowDown opens it and moves into it.
 * Keyboard focus alone opens nothing, so the popovers' links are Tab stops only while one is open.
 */
export function SubNavigation({ items, trail, path }: Props) {
  const { root, focusedId, setFocusedId, clear } = usePopoverFocus<HTMLElement>();
  const ids = useId();
  const label = useLayoutTexts().layoutSubNavigation();
  const popoverId = (id: string) => `${ids}-popover-${id}`;
  return (
    <nav aria-label={label} ref={root} className={subRow}>
      <ul className={subList}>
        {items.map((item) => {
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
                // Named only while the popover is there: it is rendered when open.
                aria-controls={open ? popoverId(item.id) : undefined}
                data-vike={hasChildren ? 'false' : undefined}
                onKeyDown={(event) => {
                  if (!hasChildren || event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  flushSync(() => setFocusedId(item.id));
                  document.getElementById(popoverId(item.id))?.querySelector<HTMLElement>('a[href]')?.focus();
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
              {open && <CategoryPopover id={popoverId(item.id)} item={item} siblings={items} trail={trail} path={path} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
