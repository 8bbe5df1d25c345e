import { Icon } from '../../ui/Icon.tsx';
import { Link } from '../../ui/Link.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import type { MenuItem } from './useMenuLevels.ts';
import { allLink, list, row } from './menuStyles.ts';
import { usePanelsTexts } from '../../ui/panelsTexts.ts';

interface Props {
  /** The category drilled into; null at the top level. */
  parent: MenuItem | null;
  items: readonly MenuItem[];
  trail: readonly string[];
  path: string;
  labelledBy: string;
  onDrill: (id: string) => void;
}

/** One level of the off-canvas menu: 'Alle anzeigen' of the parent, then links or drill-down buttons. */
export function MenuLevelList({ parent, items, trail, path, labelledBy, onDrill }: Props) {
  const texts = usePanelsTexts();
  return (
    <ul className={list} aria-labelledby={labelledBy}>
      {parent && (
        <li>
          <Link href={parent.path} className={`${row} ${allLink}`} aria-current={parent.path === path ? 'page' : undefined}>
            {texts.panelsMenuShowAll()}
            <span className={visuallyHidden}>: {parent.name}</span>
          </Link>
        </li>
      )}
      {items.map((item) => {
        const active = trail.includes(item.id) || undefined;
        return (
          <li key={item.id}>
            {item.children?.length ? (
              <button type="button" className={row} data-active={active} onClick={() => onDrill(item.id)}>
                {item.name}
                <Icon name="chevron" size={16} />
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
  );
}
