import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DesktopNavigationTabs_navigation$key } from './__generated__/DesktopNavigationTabs_navigation.graphql.ts';
import { activeTrail } from './categoryTree.ts';
import { SubNavigation } from './SubNavigation.tsx';
import { useActivePath } from './useActivePath.ts';
import { useCategoryTabs } from './useCategoryTabs.ts';
import { panel, tab, tabRow, wrapper } from './desktopStyles.ts';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';

export function DesktopNavigationTabs({ navigation }: { navigation: DesktopNavigationTabs_navigation$key }) {
  const data = useFragment(
    graphql`
      fragment DesktopNavigationTabs_navigation on Navigation {
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
  const label = useLayoutTexts().layoutMainNavigation();
  const tabId = (id: string) => `${ids}-tab-${id}`;
  const panelId = (id: string) => `${ids}-panel-${id}`;

  if (data.categories.length === 0) return null;
  return (
    <nav aria-label={label} className={wrapper} data-testid="desktop-navigation">
      <div role="tablist" aria-label={label} className={tabRow}>
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
