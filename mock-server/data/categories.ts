import type { Category } from '../__generated__/shop-resolvers.ts';
import { DEPARTMENTS, PATH_ALIASES, type Department, type Leaf } from './assortment.ts';

/** A leaf category together with its ancestors, as product generation needs it. */
export interface LeafCategory {
  department: Department;
  leaf: Leaf;
  /** Department, group, leaf. */
  path: readonly [Category, Category, Category];
}

export interface CategoryTree {
  roots: Category[];
  byId: Map<string, Category>;
  byPath: Map<string, Category>;
  leaves: LeafCategory[];
}

function category(id: string, name: string, path: string, parentId: string | null, extra: Partial<Category> = {}): Category {
  return {
    id,
    name,
    path,
    title: `${name} online kaufen`,
    parentId,
    icon: null,
    isHighlighted: false,
    isContentTitle: false,
    children: [],
    ...extra,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Ids are positional (department, group, leaf: '10000', '10100', '10101'), so they stay stable
 * as long as the tree in assortment.ts keeps its order.
 */
export function buildCategoryTree(): CategoryTree {
  const tree: CategoryTree = { roots: [], byId: new Map(), byPath: new Map(), leaves: [] };
  const add = (node: Category) => {
    tree.byId.set(node.id, node);
    tree.byPath.set(node.path, node);
    return node;
  };
  DEPARTMENTS.forEach((department, d) => {
    const root = add(category(`${d + 1}0000`, department.name, `/${department.slug}`, null, { icon: department.icon }));
    tree.roots.push(root);
    department.branches.forEach((branch, b) => {
      const group = add(category(`${d + 1}${pad(b + 1)}00`, branch.name, `${root.path}/${branch.slug}`, root.id));
      root.children.push(group);
      branch.leaves.forEach((leaf, l) => {
        const node = add(
          category(`${d + 1}${pad(b + 1)}${pad(l + 1)}`, leaf.name, `${group.path}/${leaf.slug}`, group.id, {
            isHighlighted: leaf.highlighted === true,
          }),
        );
        group.children.push(node);
        tree.leaves.push({ department, leaf, path: [root, group, node] });
      });
    });
  });
  return tree;
}

/** Canonical form of a requested path: lower case, no trailing slash, aliases resolved. */
export function normaliseCategoryPath(path: string): string {
  let normal = path.trim().toLowerCase().replace(/\/+$/, '');
  if (!normal.startsWith('/')) normal = `/${normal}`;
  for (const [alias, target] of Object.entries(PATH_ALIASES)) {
    if (normal === alias || normal.startsWith(`${alias}/`)) return target + normal.slice(alias.length);
  }
  return normal;
}
