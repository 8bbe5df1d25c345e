import { css, cx } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { media } from '../../../ui/breakpoints.ts';
import { ContentIcon as Drawn } from '../../../ui/ContentIcon.tsx';
import { isContentIcon } from '../../../ui/contentIconSet.ts';
import { Link } from '../../../ui/Link.tsx';
import type { BoxItems_box$key } from './__generated__/BoxItems_box.graphql.ts';
import type { BoxItems_contactBox$key } from './__generated__/BoxItems_contactBox.graphql.ts';
import type { BoxItems_cookieList$key } from './__generated__/BoxItems_cookieList.graphql.ts';
import type { BoxItems_phoneBox$key } from './__generated__/BoxItems_phoneBox.graphql.ts';
import { ContentImage } from '../ContentImage.tsx';
import { ContentLink } from '../ContentLink.tsx';
import { RichText } from '../RichText.tsx';
import { checkContactBox, checkPhoneBox } from '../validation.ts';
import { rejected } from '../warnings.ts';
import { ButtonItem } from './LinkItems.tsx';
import { boxStyle, boxTitle, colored, layoutColor } from './styles.ts';
import { useContentTexts } from '../texts.ts';

function ContentIcon({ name }: { name: string | null | undefined }) {
  return <Drawn name={name && isContentIcon(name) ? name : 'info'} size={28} />;
}

/** A contact option: icon, title, text and button. */
export function ContactBoxItem({ item }: { item: BoxItems_contactBox$key }) {
  const data = useFragment(
    graphql`
      fragment BoxItems_contactBox on ContactBox {
        sys {
          id
        }
        icon
        title
        content {
          ...RichText_richText
        }
        button {
          ...LinkItems_button
        }
      }
    `,
    item,
  );
  if (rejected(checkContactBox({ title: data.title, icon: data.icon, hasContent: !!data.content, hasButton: !!data.button }), data.sys.id))
    return null;
  return (
    <section className={cx(boxStyle, contact)} aria-label={data.title ?? undefined}>
      <ContentIcon name={data.icon} />
      <h3 className={boxTitle}>{data.title}</h3>
      {data.content && <RichText richText={data.content} />}
      {data.button && <ButtonItem item={data.button} />}
    </section>
  );
}

/** The service phone number with its disclaimer; inline (a line) or block (a box). */
export function PhoneBoxItem({ item }: { item: BoxItems_phoneBox$key }) {
  const data = useFragment(
    graphql`
      fragment BoxItems_phoneBox on PhoneBox {
        sys {
          id
        }
        icon
        title
        subtitle
        number
        disclaimer
        inline
      }
    `,
    item,
  );
  if (rejected(checkPhoneBox(data), data.sys.id)) return null;
  const number = data.number ?? '';
  return (
    <section className={cx(boxStyle, phone)} data-inline={data.inline === 'inline' ? '' : undefined} aria-label={data.title ?? undefined}>
      <ContentIcon name={data.icon ?? 'phone'} />
      <div>
        <h3 className={boxTitle}>{data.title}</h3>
        {data.subtitle && <p>{data.subtitle}</p>}
        <p className={phoneNumber}>
          <Link href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</Link>
        </p>
        <p className={disclaimer}>{data.disclaimer}</p>
      </div>
    </section>
  );
}

/** A framed teaser box: headline, rich text, optional image and link, background colour. */
export function BoxItem({ item }: { item: BoxItems_box$key }) {
  const data = useFragment(
    graphql`
      fragment BoxItems_box on Box {
        headline
        content {
          ...RichText_richText
        }
        image {
          url
          description
          width
          height
        }
        link {
          ...ContentLink_link
        }
        layoutColorPicker {
          name
        }
      }
    `,
    item,
  );
  if (!data.headline && !data.content) return null;
  return (
    <section
      className={cx(boxStyle, colored, teaserBox)}
      data-color={layoutColor(data.layoutColorPicker?.name)}
      aria-label={data.headline ?? undefined}
    >
      {data.image?.url && (
        <ContentImage
          source={{ kind: 'asset', url: data.image.url }}
          alt={data.image.description ?? ''}
          width={data.image.width}
          height={data.image.height}
          sizes={`${media.desktop} 400px, 100vw`}
        />
      )}
      <div>
        {data.headline && <h3 className={boxTitle}>{data.headline}</h3>}
        {data.content && <RichText richText={data.content} />}
        <p>
          <ContentLink link={data.link} />
        </p>
      </div>
    </section>
  );
}

/** The cookies of one consent category as a table. */
export function CookieListItem({ item }: { item: BoxItems_cookieList$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment BoxItems_cookieList on CookieList {
        headline
        consentCategory
        cookiesCollection {
          items {
            sys {
              id
            }
            name
            provider
            purpose
            duration
          }
        }
      }
    `,
    item,
  );
  const cookies = data.cookiesCollection.items;
  if (cookies.length === 0) return null;
  return (
    <section className={cookieSection}>
      <h3 className={boxTitle}>{data.headline}</h3>
      <div className={tableWrap}>
        <table className={cookieTable}>
          <thead>
            <tr>
              <th scope="col">{t.contentCookieName()}</th>
              <th scope="col">{t.contentCookieProvider()}</th>
              <th scope="col">{t.contentCookiePurpose()}</th>
              <th scope="col">{t.contentCookieDuration()}</th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.sys.id}>
                <td>{cookie.name}</td>
                <td>{cookie.provider}</td>
                <td>{cookie.purpose}</td>
                <td>{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const contact = css`
  display: grid;
  gap: var(--space-2);
  align-content: start;
  height: 100%;
  box-sizing: border-box;
  & p {
    margin: 0;
  }
`;
const phone = css`
  display: flex;
  gap: var(--space-4);
  margin: var(--space-4) 0;
  & p {
    margin: 0 0 var(--space-1);
  }
  &[data-inline] {
    background: transparent;
    padding: 0;
  }
`;
const phoneNumber = css`
  font-size: 1.375rem;
  font-weight: 700;
  & a {
    color: inherit;
  }
`;
const disclaimer = css`
  font-size: 0.875rem;
  color: var(--color-muted);
`;
const teaserBox = css`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-5) 0;
  @media ${media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
  }
  & img {
    width: 100%;
    border-radius: var(--radius-m);
  }
  & a {
    color: inherit;
    font-weight: 700;
  }
`;
const cookieSection = css`
  margin: var(--space-5) 0;
`;
const tableWrap = css`
  overflow-x: auto;
`;
const cookieTable = css`
  width: 100%;
  border-collapse: collapse;
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
`;
