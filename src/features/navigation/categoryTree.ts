// Pure rules of the category navigation: which categories a path makes active, and how the
// level-3 popover lays out its columns.

/** The part of a navigation category these rules need. */
export interface TreeNode {
  readonly id: string;
  readonly path: string;
  readonly children?: readonly TreeNode[];
}

/** A level-2 category as the popover needs it, with children of type T. */
export interface GroupNode<T> {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly isContentTitle: boolean;
  readonly children: readonly T[];
}

/** Path without query, hash and trailing slash, lower case (category paths are lower case). */
export function normalisePath(path: string): string {
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function contains(categoryPath: string, path: string): boolean {
  const own = normalisePath(categoryPath);
  return path === own || path.startsWith(`${own}/`);
}

/**
 * Ids of the categories on the way to `path`, level 1 first (at most 3). A category is on the way
 * when the path is its own or lies below it; the longest match wins at every level, so
 * '/damen-mode/kleider-xl' does not count as '/damen-mode/kleider'. Empty when nothing matches.
 */
export function activeTrail(categories: readonly TreeNode[], path: string): string[] {
  const target = normalisePath(path);
  const trail: string[] = [];
  let level: readonly TreeNode[] = categories;
  while (trail.length < 3 && level.length > 0) {
    let best: TreeNode | undefined;
    for (const category of level) {
      if (contains(category.path, target) && (!best || category.path.length > best.path.length)) best = category;
    }
    if (!best) break;
    trail.push(best.id);
    level = best.children ?? [];
  }
  return trail;
}

export const POPOVER_MAX_COLUMNS = 3;
export const POPOVER_COLUMN_ITEMS = 10;
export const POPOVER_HEADING = 'Kategorien';

export interface PopoverColumn<T> {
  /** 'Kategorien' over the first column, the group's name over a content-title group. */
  heading: string | null;
  /** A content-title group's own listing, for its heading link. */
  headingPath: string | null;
  items: readonly T[];
}

/**
 * The level-3 popover of a level-2 category: its children fill columns of up to 10 (the first
 * headed 'Kategorien'); the content-title groups among its siblings (level-2 categories marked
 * isContentTitle, other than the opened one) fill the remaining columns, one group each, headed
 * by the group's name. At most 3 columns; what does not fit is left out.
 */
export function popoverColumns<T>(opened: { id: string; children: readonly T[] }, siblings: readonly GroupNode<T>[]): PopoverColumn<T>[] {
  const columns: PopoverColumn<T>[] = [];
  for (let start = 0; start < opened.children.length && columns.length < POPOVER_MAX_COLUMNS; start += POPOVER_COLUMN_ITEMS) {
    columns.push({
      heading: start === 0 ? POPOVER_HEADING : null,
      headingPath: null,
      items: opened.children.slice(start, start + POPOVER_COLUMN_ITEMS),
    });
  }
  for (const group of siblings) {
    if (columns.length >= POPOVER_MAX_COLUMNS) break;
    if (!group.isContentTitle || group.id === opened.id || group.children.length === 0) continue;
    columns.push({ heading: group.name, headingPath: group.path, items: group.children.slice(0, POPOVER_COLUMN_ITEMS) });
  }
  return columns;
}

/**
 * The drill-down levels the off-canvas menu opens at: those above the current category, so the
 * current category is a visible, marked item of the list shown (at most levels 1 and 2 open).
 */
export function openLevels(trail: readonly string[]): string[] {
  return trail.slice(0, Math.min(Math.max(trail.length - 1, 0), 2));
}

/** The categories listed once `levels` (ids, level 1 first) are drilled into; null when a level is gone. */
export function levelItems<T extends TreeNode>(
  categories: readonly T[],
  levels: readonly string[],
): { parent: T | null; items: readonly T[] } | null {
  let parent: T | null = null;
  let items: readonly T[] = categories;
  for (const id of levels) {
    const next = items.find((category) => category.id === id);
    if (!next) return null;
    parent = next;
    items = (next.children ?? []) as readonly T[];
  }
  return { parent, items };
}

/** aria-current of a category link: 'page' on the category shown, 'true' on the categories above it. */
export function ariaCurrent(active: boolean, own: string, path: string): 'page' | 'true' | undefined {
  if (!active) return undefined;
  return own === path ? 'page' : 'true';
}
