import { navigate } from 'vike/client/router';
import { Link } from '../../ui/Link.tsx';
import { ariaCurrent } from './categoryTree.ts';
import { CategoryPopover, type Level2 } from './CategoryPopover.tsx';
import { usePopoverFocus } from './usePopoverFocus.ts';
import { subItem, subLink, subList, subRow } from './desktopStyles.ts';

interface Props {
  items: readonly Level2[];
  trail: readonly string[];
  path: string;
}

/** Level 2 of one level-1 category ('Unternavigation'), with the level-3 popover of the item in focus. */
export function SubNavigation({ items, trail, path }: Props) {
  const { root, focusedId, setFocusedId, clear, takeEscaped } = usePopoverFocus<HTMLElement>();
  return (
    <nav aria-label="Unternavigation" ref={root} className={subRow}>
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
                data-vike={hasChildren ? 'false' : undefined}
                onFocus={(event) => {
                  if (takeEscaped(item.id)) return;
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
              {open && <CategoryPopover item={item} siblings={items} trail={trail} path={path} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
