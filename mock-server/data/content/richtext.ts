import type { Asset, RichText } from '../../__generated__/content-resolvers.ts';
import { idOf, type EntryShape } from './model.ts';

// Builders for the CMS's rich-text document tree. Embedding nodes remember their target, so
// `richText()` can list every target in `links`: json and links agree by construction.

export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: 'bold' | 'italic' }[];
}

type Inline = string | RichTextNode;
type LinkKind = 'entry-block' | 'entry-inline' | 'entry-hyperlink' | 'asset-block';

const TARGETS = new WeakMap<RichTextNode, { kind: LinkKind; target: unknown }>();

const node = (nodeType: string, content: RichTextNode[] = [], data: Record<string, unknown> = {}): RichTextNode => ({
  nodeType,
  data,
  content,
});
const inlines = (parts: Inline[]) => parts.map((part) => (typeof part === 'string' ? text(part) : part));

function linkTarget(id: string, linkType: 'Entry' | 'Asset') {
  return { target: { sys: { id, type: 'Link', linkType } } };
}

function embedding(nodeType: string, kind: LinkKind, target: unknown, content: RichTextNode[] = []): RichTextNode {
  const built = node(nodeType, content, linkTarget(idOf(target), kind === 'asset-block' ? 'Asset' : 'Entry'));
  TARGETS.set(built, { kind, target });
  return built;
}

export function text(value: string, ...marks: ('bold' | 'italic')[]): RichTextNode {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

export const bold = (value: string) => text(value, 'bold');
export const italic = (value: string) => text(value, 'italic');
export const p = (...parts: Inline[]) => node('paragraph', inlines(parts));

export function h(level: 1 | 2 | 3 | 4 | 5 | 6, ...parts: Inline[]): RichTextNode {
  return node(`heading-${level}`, inlines(parts));
}

const listItem = (item: Inline | Inline[]) => node('list-item', [p(...(Array.isArray(item) ? item : [item]))]);
export const ul = (...items: (Inline | Inline[])[]) => node('unordered-list', items.map(listItem));
export const ol = (...items: (Inline | Inline[])[]) => node('ordered-list', items.map(listItem));
export const quote = (...paragraphs: Inline[][]) =>
  node(
    'blockquote',
    paragraphs.map((parts) => p(...parts)),
  );
export const hr = () => node('hr');

/** A table whose first row is the header. */
export function table(header: string[], rows: Inline[][]): RichTextNode {
  const row = (cells: Inline[], cellType: string) =>
    node(
      'table-row',
      cells.map((cell) => node(cellType, [p(cell)])),
    );
  return node('table', [row(header, 'table-header-cell'), ...rows.map((cells) => row(cells, 'table-cell'))]);
}

export function a(uri: string, label: string): RichTextNode {
  return node('hyperlink', [text(label)], { uri });
}

export const entryLink = (target: EntryShape, label: string) => embedding('entry-hyperlink', 'entry-hyperlink', target, [text(label)]);
export const embed = (target: EntryShape) => embedding('embedded-entry-block', 'entry-block', target);
export const embedInline = (target: EntryShape) => embedding('embedded-entry-inline', 'entry-inline', target, []);
export const embedAsset = (target: Asset) => embedding('embedded-asset-block', 'asset-block', target);

/** The document with the targets of its embedded nodes, each listed once, in document order. */
export function richText(...blocks: RichTextNode[]): RichText {
  const found: Record<LinkKind, Map<string, unknown>> = {
    'entry-block': new Map(),
    'entry-inline': new Map(),
    'entry-hyperlink': new Map(),
    'asset-block': new Map(),
  };
  const clean = (current: RichTextNode): RichTextNode => {
    const link = TARGETS.get(current);
    if (link) found[link.kind].set(idOf(link.target), link.target);
    return { ...current, ...(current.content ? { content: current.content.map(clean) } : {}) };
  };
  const json = { nodeType: 'document', data: {}, content: blocks.map(clean) };
  const list = <T>(kind: LinkKind) => [...found[kind].values()] as T[];
  return {
    __typename: 'RichText',
    json,
    links: {
      __typename: 'RichTextLinks',
      entries: {
        __typename: 'RichTextEntries',
        block: list('entry-block'),
        inline: list('entry-inline'),
        hyperlink: list('entry-hyperlink'),
      },
      assets: { __typename: 'RichTextAssets', block: list<Asset>('asset-block') },
    },
  };
}
