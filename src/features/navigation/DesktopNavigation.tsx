import { media } from '../../ui/breakpoints.ts';
import { DeferredHydration } from '../../ui/lazy/DeferredHydration.tsx';
import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';
import { WithFrameNavigation } from './FrameNavigation.tsx';
import { useRememberReferrer } from './useActivePath.ts';

/**
 * The tabs' code: the server preloads it with the frame's data (pages/frameData.ts); a browser loads
 * it only where it hydrates them, so phones never do.
 */
export const desktopNavigationTabs = lazyComponent(() =>
  import('./DesktopNavigationTabs.tsx').then((module) => module.DesktopNavigationTabs),
);

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
          <desktopNavigationTabs.Component navigation={navigation} />
        </DeferredHydration>
      )}
    </WithFrameNavigation>
  );
}
