import { css } from '@linaria/core';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import { media } from '../../ui/breakpoints.ts';
import type { RichText_richText$key } from './__generated__/RichText_richText.graphql.ts';
import { ContentImage } from './ContentImage.tsx';
import { slugify } from './headings.ts';
import { linkHref } from './links.ts';
import { RichTextEmbed } from './RichTextEmbed.tsx';

/**
 * A rich-text field rendered from its document tree with the CMS's own renderer: never as HTML.
 * Hyperlinks go through the shop's Link (only http(s), mailto and tel are followed), embedded
 * entries and assets through the content components, headings get ids for anchors and the table
 * of contents, tables of up to 3 columns use the wide left-aligned layout.
 */
export function RichText({ richText }: { richText: RichText_richText$key }) {
  const data = useFragment(
    graphql`
      fragment RichText_richText on RichText {
        json
        links {
          entries {
            block {
              __typename
              sys {
                id
              }
              ...RichTextEmbed_entry
            }
            inline {
              __typename
              sys {
                id
              }
              ...RichTextEmbed_entry
            }
            hyperlink {
              __typename
              sys {
                id
              }
              ... on InternalLink {
                internalTarget {
                  slug
                  pageType
                }
              }
              ... on ExternalLink {
                externalTarget
                openInNewTab
              }
              ... on Page {
                slug
                pageType
              }
            }
          }
          assets {
            block {
              sys {
                id
              }
              url
              title
              description
              width
              height
            }
          }
        }
      }
    `,
    richText,
  );
  const entries = new Map([...data.links.entries.block, ...data.links.entries.inline].map((entry) => [entry.sys.id, entry]));
  const hyperlinks = new Map(data.links.entries.hyperlink.map((entry) => [entry.sys.id, entry]));
  const assets = new Map(data.links.assets.block.map((asset) => [asset.sys.id, asset]));
  const targetId = (node: { data: { target?: { sys?: { id?: string } } } }) => node.data.target?.sys?.id ?? '';

  // The page's headline is its only h1: a first-level heading of rich text becomes an h2.
  const heading = (level: 1 | 2 | 3 | 4 | 5 | 6) => (node: { content: unknown[] }, children: ReactNode) => {
    const Tag = `h${Math.max(2, level)}` as 'h2';
    return <Tag id={slugify(plainText(node)) || undefined}>{children}</Tag>;
  };

  const options: Options = {
    renderMark: {
      [MARKS.BOLD]: (text) => <strong>{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
    },
    renderNode: {
      [BLOCKS.HEADING_1]: heading(1),
      [BLOCKS.HEADING_2]: heading(2),
      [BLOCKS.HEADING_3]: heading(3),
      [BLOCKS.HEADING_4]: heading(4),
      [BLOCKS.HEADING_5]: heading(5),
      [BLOCKS.HEADING_6]: heading(6),
      [BLOCKS.TABLE]: (node, children) => (
        <div className={tableWrap}>
          <table className={table} data-wide={columnCount(node) <= 3 ? '' : undefined}>
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      [INLINES.HYPERLINK]: (node, children) => {
        const uri = String(node.data.uri ?? '');
        return <Link href={uri}>{children}</Link>;
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const target = hyperlinks.get(targetId(node));
        const href = target && target.__typename !== '%other' ? linkHref(target) : null;
        if (!href) return <>{children}</>;
        const newTab = target?.__typename === 'ExternalLink' && !!target.openInNewTab;
        return (
          <Link href={href} target={newTab ? '_blank' : undefined}>
            {children}
          </Link>
        );
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const entry = entries.get(targetId(node));
        return entry ? <RichTextEmbed entry={entry} inline /> : null;
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const entry = entries.get(targetId(node));
        return entry ? <RichTextEmbed entry={entry} /> : null;
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = assets.get(targetId(node));
        if (!asset?.url || !asset.width || !asset.height) return null;
        return (
          <figure className={figure}>
            <ContentImage
              source={{ kind: 'asset', url: asset.url }}
              alt={asset.description ?? ''}
              width={asset.width}
              height={asset.height}
              sizes={`${media.wide} 800px, 100vw`}
            />
          </figure>
        );
      },
    },
  };

  return <div className={richTextStyle}>{documentToReactComponents(data.json as Document, options)}</div>;
}

function plainText(node: unknown): string {
  const n = node as { nodeType?: string; value?: string; content?: unknown[] };
  if (n.nodeType === 'text') return n.value ?? '';
  return (n.content ?? []).map(plainText).join('');
}

function columnCount(node: unknown): number {
  const rows = (node as { content?: { content?: unknown[] }[] }).content ?? [];
  return Math.max(0, ...rows.map((row) => row.content?.length ?? 0));
}

const richTextStyle = css`
  line-height: 1.6;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    font-family: var(--font-heading);
    line-height: 1.3;
    margin: var(--space-5) 0 var(--space-2);
  }
  & blockquote {
    margin: var(--space-4) 0;
    padding-left: var(--space-4);
    border-left: 4px solid var(--color-border);
    color: var(--color-muted);
  }
  & hr {
    border: 0;
    border-top: 1px solid var(--color-border);
    margin: var(--space-5) 0;
  }
  & a {
    color: inherit;
  }
  & li > p {
    margin: 0.25rem 0;
  }
`;
const tableWrap = css`
  overflow-x: auto;
  margin: var(--space-4) 0;
`;
const table = css`
  border-collapse: collapse;
  min-width: 100%;
  & th,
  & td {
    padding: var(--space-2) var(--space-3);
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  & th {
    background: var(--color-surface);
  }
  & p {
    margin: 0;
  }
  &[data-wide] {
    width: 100%;
  }
  &:not([data-wide]) th,
  &:not([data-wide]) td {
    text-align: center;
  }
`;
const figure = css`
  margin: var(--space-4) 0;
`;
