import { useEffect, useId, useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Icon } from '../../ui/Icon.tsx';
import type { MenuPanel_navigation$key } from './__generated__/MenuPanel_navigation.graphql.ts';
import { activeTrail } from './categoryTree.ts';
import { MenuLevelList } from './MenuLevelList.tsx';
import { useActivePath } from './useActivePath.ts';
import { useMenuLevels } from './useMenuLevels.ts';
import { backButton, closeButton, levelHeading, panelHead, panelStyle } from './menuStyles.ts';
import { usePanelsTexts } from '../../ui/panelsTexts.ts';

const SCROLL_INTO_VIEW_MS = 400;

interface Props {
  navigation: MenuPanel_navigation$key;
  onClose: () => void;
  /** Content shown below the categories (the phone box). */
  extra: ReactNode;
}

/** The open menu's content: back and close buttons, the level's heading and its list. */
export function MenuPanel({ navigation, onClose, extra }: Props) {
  const data = useFragment(
    graphql`
      fragment MenuPanel_navigation on Navigation {
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
  const { parent, items, depth, heading, down, up } = useMenuLevels(data.categories, trail);
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const texts = usePanelsTexts();

  // The current category is scrolled into view once the panel has slid in.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      panel.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
    }, SCROLL_INTO_VIEW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div ref={panel} className={panelStyle}>
      <div className={panelHead}>
        {depth > 0 ? (
          <button type="button" className={backButton} onClick={up}>
            <Icon name="chevron" direction="left" size={16} />
            {texts.panelsMenuBack()}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={closeButton} aria-label={texts.panelsMenuClose()} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <h2 ref={heading} id={headingId} tabIndex={-1} className={levelHeading}>
        {parent ? parent.name : texts.panelsMenuCategories()}
      </h2>
      <MenuLevelList parent={parent} items={items} trail={trail} path={path} labelledBy={headingId} onDrill={down} />
      {extra}
    </div>
  );
}
