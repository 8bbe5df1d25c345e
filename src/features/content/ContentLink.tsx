import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { ContentLink_link$data, ContentLink_link$key } from './__generated__/ContentLink_link.graphql.ts';
import { linkHref } from './links.ts';

export const ContentLinkFragment = graphql`
  fragment ContentLink_link on Link {
    __typename
    ... on InternalLink {
      sys {
        id
      }
      label
      internalTarget {
        slug
        pageType
      }
    }
    ... on ExternalLink {
      sys {
        id
      }
      label
      externalTarget
      openInNewTab
    }
  }
`;

export type ContentLinkData = ContentLink_link$data;

/** Href, label and window of a content link (InternalLink or ExternalLink). */
export function useContentLink(link: ContentLink_link$key | null | undefined) {
  const data = useFragment(ContentLinkFragment, link ?? null);
  if (!data || data.__typename === '%other') return null;
  return {
    id: data.sys.id,
    href: linkHref(data),
    label: data.label ?? null,
    newTab: data.__typename === 'ExternalLink' ? !!data.openInNewTab : false,
  };
}

/** A content link as text link; nothing when it has no target. */
export function ContentLink({
  link,
  children,
  className,
}: {
  link: ContentLink_link$key | null | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const resolved = useContentLink(link);
  if (!resolved?.href) return null;
  return (
    <Link href={resolved.href} className={className} target={resolved.newTab ? '_blank' : undefined}>
      {children ?? resolved.label}
    </Link>
  );
}
