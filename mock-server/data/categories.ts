import type { Category } from '../__generated__/shop-resolvers.ts';
import { catalogueTranslator, fill, type Translator } from '../l10n/translate.ts';
import { DEPARTMENTS, PATH_ALIASES, type Department, type Leaf } from './assortment.ts';

/** A leaf category together with its ancestors, as product generation needs it. */
export interface LeafCategory {
  department: Department;
  leaf: Leaf;
  /** Department, group, leaf. */
  path: readonly [CategoryNode, CategoryNode, CategoryNode];
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: Map<string, CategoryNode>;
  byPath: Map<string, CategoryNode>;
  leaves: LeafCategory[];
}

/** Category.products is resolved from the catalogue, so the data holds everything else. */
export type CategoryNode = Omit<Category, 'products' | 'children'> & { children: CategoryNode[] };

function category(
  tr: Translator,
  id: string,
  germanName: string,
  path: string,
  parentId: string | null,
  level: number,
  extra: Partial<CategoryNode> = {},
): CategoryNode {
  const name = tr.t(germanName);
  return {
    id,
    name,
    path,
    title: fill(tr.t('{name} online kaufen'), { name }),
    parentId,
    icon: null,
    isHighlighted: false,
    isContentTitle: false,
    children: [],
    level,
    ...extra,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Ids are positional (department, group, leaf: '10000', '10100', '10101'), so they stay stable
 * as long as the tree in assortment.ts keeps its order. Names are the locale's; paths are the
 * same in every locale.
 */
export function buildCategoryTree(tr: Translator = catalogueTranslator('de-DE')): CategoryTree {
  const tree: CategoryTree = { roots: [], byId: new Map(), byPath: new Map(), leaves: [] };
  const add = (node: CategoryNode) => {
    tree.byId.set(node.id, node);
    tree.byPath.set(node.path, node);
    return node;
  };
  DEPARTMENTS.forEach((department, d) => {
    const root = add(
      category(tr, `${d + 1}0000`, department.name, `/${department.slug}`, null, 1, {
        icon: department.icon,
        title: tr.t(department.title),
      }),
    );
    tree.roots.push(root);
    department.branches.forEach((branch, b) => {
      const group = add(
        category(tr, `${d + 1}${pad(b + 1)}00`, branch.name, `${root.path}/${branch.slug}`, root.id, 2, {
          isContentTitle: branch.contentTitle === true,
          icon: branch.icon ?? null,
        }),
      );
      root.children.push(group);
      branch.leaves.forEach((leaf, l) => {
        const node = add(
          category(tr, `${d + 1}${pad(b + 1)}${pad(l + 1)}`, leaf.name, `${group.path}/${leaf.slug}`, group.id, 3, {
            isHighlighted: leaf.highlighted === true,
            icon: leaf.icon ?? null,
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
