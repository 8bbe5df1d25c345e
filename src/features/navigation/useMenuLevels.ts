import { useEffect, useRef, useState } from 'react';
import { levelItems, openLevels } from './categoryTree.ts';

/** A category of any level, as the drill-down lists it. */
export interface MenuItem {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly children?: readonly MenuItem[];
}

/**
 * The off-canvas menu's drill-down: it opens at the levels above the current category (`trail`),
 * and after drilling down or back moves focus to the level's heading so the new level is announced.
 */
export function useMenuLevels(categories: readonly MenuItem[], trail: readonly string[]) {
  const [levels, setLevels] = useState<string[]>(() => openLevels(trail));
  const heading = useRef<HTMLHeadingElement>(null);
  const drilled = useRef(false);

  useEffect(() => {
    if (drilled.current) heading.current?.focus();
  }, [levels]);

  const go = (next: string[]) => {
    drilled.current = true;
    setLevels(next);
  };

  // A level that is no longer in the tree (new navigation data) falls back to the top.
  const level = levelItems(categories, levels) ?? levelItems(categories, []);
  return {
    parent: level?.parent ?? null,
    items: level?.items ?? [],
    depth: level?.parent ? levels.length : 0,
    heading,
    down: (id: string) => go([...levels, id]),
    up: () => go(levels.slice(0, -1)),
  };
}
