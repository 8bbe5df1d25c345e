import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DesktopNavigation_navigation$key } from './__generated__/DesktopNavigation_navigation.graphql.ts';
import { media } from '../../ui/breakpoints.ts';
import { DeferredHydration } from '../../ui/DeferredHydration.tsx';
import { activeTrail } from './categoryTree.ts';
import { WithFrameNavigation } from './FrameNavigation.tsx';
import { SubNavigation } from './SubNavigation.tsx';
import { useActivePath, useRememberReferrer } from './useActivePath.ts';
import { useCategoryTabs } from './useCategoryTabs.ts';
import { panel, tab, tabRow, wrapper } from './desktopStyles.ts';

/**
 * The category navigation of wide screens (desktop breakpoint): level 1 as tabs ('Hauptnavigation'),
 * the selected tab's level 2 as links ('Unternavigation'), level 3 in a popover ('Kategorien').
 *
 * Level 1 follows the ARIA tabs pattern: choosing a level-1 category only swaps the row below
 * (it does not navigate), which is exactly what a tab does, and screen readers announce
 * "Tab, ausgewählt, 2 von 6". Every level-1 category has its own tabpanel in the HTML (the
 * unselected ones `hidden`), so crawlers see all level-2 links.
 */
export function DesktopNavigation() {
  useRememberReferrer();
  // Phones and tablets do not show it: they keep the server's markup (its links) unhydrated.
  return (
    <WithFrameNavigation>
      {(navigation) => (
        <DeferredHydration media={media.desktop}>
          <Navigation navigation={navigation} />
        </DeferredHydration>
      )}
    </WithFrameNavigation>
  );
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
  const categoryIds = data.categories.map((category) => category.id);
  const { selectedId, select, onKeyDown, tabRef } = useCategoryTabs(categoryIds, trail[0] ?? categoryIds[0], activePath);
  const ids = useId();
  const tabId = (id: string) => `${ids}-tab-${id}`;
  const panelId = (id: string) => `${ids}-panel-${id}`;

  if (data.categories.length === 0) return null;
  return (
    <nav aria-label="Hauptnavigation" className={wrapper} data-testid="desktop-navigation">
      <div role="tablist" aria-label="Hauptnavigation" className={tabRow}>
        {data.categories.map((category, index) => {
          const selected = category.id === selectedId;
          return (
            <button
              key={category.id}
              ref={tabRef(category.id)}
              type="button"
              role="tab"
              id={tabId(category.id)}
              aria-selected={selected}
              aria-controls={panelId(category.id)}
              tabIndex={selected ? 0 : -1}
              data-active={category.id === trail[0] || undefined}
              className={tab}
              onClick={() => select(category.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
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
          {category.children.length > 0 && <SubNavigation items={category.children} trail={trail} path={activePath} />}
        </div>
      ))}
    </nav>
  );
}
