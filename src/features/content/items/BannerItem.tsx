import { css, cx } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { ContentIcon as Drawn } from '../../../ui/ContentIcon.tsx';
import { isContentIcon } from '../../../ui/contentIconSet.ts';
import type { BannerItem_banner$key } from './__generated__/BannerItem_banner.graphql.ts';
import { ContentLink } from '../ContentLink.tsx';
import { colored, layoutColor } from './styles.ts';
import { useContentTexts } from '../texts.ts';

// Its own chunk: a banner often opens a page, and it needs no rich text.

function ContentIcon({ name }: { name: string | null | undefined }) {
  return <Drawn name={name && isContentIcon(name) ? name : 'info'} size={28} />;
}

/** A slim notice strip: icon, bold headline, short text, optional link, colour. */
export function BannerItem({ item }: { item: BannerItem_banner$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment BannerItem_banner on Banner {
        icon
        headline
        text
        layoutColor
        link {
          ...ContentLink_link
        }
      }
    `,
    item,
  );
  if (!data.headline && !data.text) return null;
  return (
    <aside className={cx(banner, colored)} data-color={layoutColor(data.layoutColor)} aria-label={data.headline ?? t.contentBannerLabel()}>
      <ContentIcon name={data.icon} />
      <p>
        {data.headline && <strong>{data.headline}</strong>} {data.text} <ContentLink link={data.link} />
      </p>
    </aside>
  );
}

const banner = css`
  display: flex;
  gap: var(--space-3);
  align-items: center;
  margin: 0 0 var(--space-5);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-m);
  & p {
    margin: 0;
  }
  & a {
    color: inherit;
    font-weight: 700;
  }
`;
