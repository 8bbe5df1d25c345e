import type { BreadcrumbItem } from '../../ui/Breadcrumb.tsx';

interface Node {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly children?: readonly Node[];
}

/** The categories above `id` in the tree, outermost first; empty when it is not in the tree. */
export function trailTo(categories: readonly Node[], id: string): BreadcrumbItem[] {
  const found = find(categories, id);
  return found ? found.slice(0, -1).map(({ name, path }) => ({ name, path })) : [];
}

function find(nodes: readonly Node[], id: string): Node[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = find(node.children ?? [], id);
    if (below) return [node, ...below];
  }
  return null;
}
