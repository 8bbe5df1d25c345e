// Headings of a content page: ids for anchors and the table of contents.

/** 'GOTS und OCS' → 'gots-und-ocs', 'Rückgabe' → 'rueckgabe'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface Heading {
  id: string;
  text: string;
  level: number;
}

interface TextNode {
  nodeType?: string;
  value?: string;
  content?: TextNode[];
}

/** The plain text of a rich-text node. */
export function nodeText(node: TextNode): string {
  if (node.nodeType === 'text') return node.value ?? '';
  return (node.content ?? []).map(nodeText).join('');
}

/** Headings of a rich-text document, in order. */
export function richTextHeadings(json: unknown): Heading[] {
  const found: Heading[] = [];
  const visit = (node: TextNode) => {
    const match = /^heading-([1-6])$/.exec(node.nodeType ?? '');
    if (match) {
      const text = nodeText(node).trim();
      if (text) found.push({ id: slugify(text), text, level: Number(match[1]) });
      return;
    }
    node.content?.forEach(visit);
  };
  if (json && typeof json === 'object') visit(json as TextNode);
  return found;
}

/**
 * The entries of a table of contents: the top level found and the levelsToShow − 1 below it.
 * Ids are made unique in page order, as the headings get them.
 */
export function tableOfContents(headings: readonly Heading[], levelsToShow: number | null | undefined): Heading[] {
  if (headings.length === 0) return [];
  const top = Math.min(...headings.map((h) => h.level));
  const depth = Math.max(1, levelsToShow ?? 1);
  return headings.filter((h) => h.level < top + depth);
}

/** Smooth scroll to a y position over `duration` ms (300 by default), eased in and out. */
export function smoothScrollTo(targetY: number, duration = 300): void {
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || distance === 0) {
    window.scrollTo(0, targetY);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, startY + distance * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
